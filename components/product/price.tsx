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
  // Styles are the `price*` classes of app/globals.css: this sits on every card of a list.
  return (
    <p className={clsx("price", size === "lg" && "price-lg", className)}>
      <span className="price-now">{formatINR(price)}</span>
      {discount > 0 && (
        <>
          <span className="sr-only">, was </span>
          <s className="price-was">{formatINR(oldPrice)}</s>
          <span className="price-off">{discount}% off</span>
        </>
      )}
    </p>
  );
}
