import { SvgIcon, type IconProps } from "./svg-icon";

/** lucide's circle-x. */
export function CircleX(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="m15 9-6 6" />
      <path d="m9 9 6 6" />
    </SvgIcon>
  );
}
