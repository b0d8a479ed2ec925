import { SvgIcon, type IconProps } from "./svg-icon";

/** lucide's pause. */
export function Pause(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="14" y="3" width="5" height="18" rx="1" />
      <rect x="5" y="3" width="5" height="18" rx="1" />
    </SvgIcon>
  );
}
