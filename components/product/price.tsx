import { formatINR } from "@/lib/money";
import { cn } from "@/lib/cn";

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
  return (
    <p className={cn("flex flex-wrap items-baseline gap-x-2", className)}>
      <span className={cn("font-bold text-neutral-900", size === "lg" ? "text-2xl" : "text-base")}>
        {formatINR(price)}
      </span>
      {discount > 0 && (
        <>
          <span className="sr-only">, was </span>
          <s className={cn("text-neutral-500", size === "lg" ? "text-base" : "text-sm")}>
            {formatINR(oldPrice)}
          </s>
          <span
            className={cn(
              "font-semibold text-emerald-700",
              size === "lg" ? "text-base" : "text-sm",
            )}
          >
            {discount}% off
          </span>
        </>
      )}
    </p>
  );
}
