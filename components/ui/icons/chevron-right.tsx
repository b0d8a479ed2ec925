import { SvgIcon, type IconProps } from "./svg-icon";

/** lucide's chevron-right. */
export function ChevronRight(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m9 18 6-6-6-6" />
    </SvgIcon>
  );
}
