import { SvgIcon, type IconProps } from "./svg-icon";

/** lucide's chevron-down. */
export function ChevronDown(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m6 9 6 6 6-6" />
    </SvgIcon>
  );
}
