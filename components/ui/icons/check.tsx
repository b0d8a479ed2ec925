import { SvgIcon, type IconProps } from "./svg-icon";

/** lucide's check. */
export function Check(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M20 6 9 17l-5-5" />
    </SvgIcon>
  );
}
