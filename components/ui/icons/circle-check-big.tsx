import { SvgIcon, type IconProps } from "./svg-icon";

/** lucide's circle-check-big. */
export function CircleCheckBig(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M21.801 10A10 10 0 1 1 17 3.335" />
      <path d="m9 11 3 3L22 4" />
    </SvgIcon>
  );
}
