import { SvgIcon, type IconProps } from "./svg-icon";

/** lucide's circle-check. */
export function CircleCheck(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="m16 9-5.5 5.5L8 12" />
    </SvgIcon>
  );
}
