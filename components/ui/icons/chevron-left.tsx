import { SvgIcon, type IconProps } from "./svg-icon";

/** lucide's chevron-left. */
export function ChevronLeft(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m15 18-6-6 6-6" />
    </SvgIcon>
  );
}
