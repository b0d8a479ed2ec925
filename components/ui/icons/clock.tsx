import { SvgIcon, type IconProps } from "./svg-icon";

/** lucide's clock. */
export function Clock(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </SvgIcon>
  );
}
