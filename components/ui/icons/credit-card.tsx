import { SvgIcon, type IconProps } from "./svg-icon";

/** lucide's credit-card. */
export function CreditCard(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect width="20" height="14" x="2" y="5" rx="2" />
      <line x1="2" x2="22" y1="10" y2="10" />
      <path d="M6 14h2" />
    </SvgIcon>
  );
}
