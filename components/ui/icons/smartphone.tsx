import { SvgIcon, type IconProps } from "./svg-icon";

/** lucide's smartphone. */
export function Smartphone(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect width="14" height="20" x="5" y="2" rx="2" ry="2" />
      <path d="M12 18h.01" />
    </SvgIcon>
  );
}
