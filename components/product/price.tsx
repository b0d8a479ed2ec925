import { clsx } from "clsx";
import { formatINR } from "@giftshop/shared/money";

/** Price, old price struck through and the discount, as every card and the product page show them. */
export function Price({
  price,
  oldPrice,
  discount,
  size = "md",
  className,
}: {
  price: number;
  oldPrice: number;
  discount: number;
  size?: "md" | "lg";
  className?: string;
}) {
  // Styles are the `price` class's rules in app/globals.css, by element (the price in bold, the
  // old one struck, the discount after it): this sits on every card of a list.
  return (
    <p className={clsx("price", size === "lg" && "price-lg", className)}>
      <b>{formatINR(price)}</b>
      {discount > 0 && (
        <>
          <span className="sr-only">, was </span>
          <s>{formatINR(oldPrice)}</s>
          <span>{`${discount}% off`}</span>
        </>
      )}
    </p>
  );
}
