import { SvgIcon, type IconProps } from "./svg-icon";

/** lucide's shopping-cart. */
export function ShoppingCart(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m2.05 2.05 1.099-.028a1 1 0 0 1 1.008.815l2.69 14.347A1 1 0 0 0 7.83 18H18" />
      <path d="M4.563 5h16.435a1 1 0 0 1 .981 1.204l-1.026 6.226A2 2 0 0 1 18.962 14H6.25" />
      <circle cx="18" cy="20" r="2" />
      <circle cx="8" cy="20" r="2" />
    </SvgIcon>
  );
}
