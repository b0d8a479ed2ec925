import { SvgIcon, type IconProps } from "./svg-icon";

/** lucide's banknote. */
export function Banknote(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect width="20" height="12" x="2" y="6" rx="2" />
      <circle cx="12" cy="12" r="2" />
      <path d="M6 12h.01M18 12h.01" />
    </SvgIcon>
  );
}
