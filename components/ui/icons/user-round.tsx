import { SvgIcon, type IconProps } from "./svg-icon";

/** lucide's user-round. */
export function UserRound(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="8" r="5" />
      <path d="M20 21a8 8 0 0 0-16 0" />
    </SvgIcon>
  );
}
