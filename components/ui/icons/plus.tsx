import { SvgIcon, type IconProps } from "./svg-icon";

/** lucide's plus. */
export function Plus(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 12h14" />
      <path d="M12 5v14" />
    </SvgIcon>
  );
}
