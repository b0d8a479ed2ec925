import { SvgIcon, type IconProps } from "./svg-icon";

/** lucide's x. */
export function X(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </SvgIcon>
  );
}
