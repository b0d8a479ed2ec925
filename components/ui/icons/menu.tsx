import { SvgIcon, type IconProps } from "./svg-icon";

/** lucide's menu. */
export function Menu(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 5h16" />
      <path d="M4 12h16" />
      <path d="M4 19h16" />
    </SvgIcon>
  );
}
