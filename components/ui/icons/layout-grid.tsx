import { SvgIcon, type IconProps } from "./svg-icon";

/** lucide's layout-grid. */
export function LayoutGrid(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect width="7" height="7" x="3" y="3" rx="1" />
      <rect width="7" height="7" x="14" y="3" rx="1" />
      <rect width="7" height="7" x="14" y="14" rx="1" />
      <rect width="7" height="7" x="3" y="14" rx="1" />
    </SvgIcon>
  );
}
