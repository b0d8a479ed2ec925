import { SvgIcon, type IconProps } from "./svg-icon";

/** lucide's minus. */
export function Minus(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 12h14" />
    </SvgIcon>
  );
}
