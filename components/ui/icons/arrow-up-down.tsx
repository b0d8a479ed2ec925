import { SvgIcon, type IconProps } from "./svg-icon";

/** lucide's arrow-up-down. */
export function ArrowUpDown(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m21 16-4 4-4-4" />
      <path d="M17 20V4" />
      <path d="m3 8 4-4 4 4" />
      <path d="M7 4v16" />
    </SvgIcon>
  );
}
