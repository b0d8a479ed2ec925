import { Plus } from "lucide-react";
import { ProductPicture } from "@/components/product/product-picture";
import { cn } from "@/lib/cn";
import { formatINR } from "@giftshop/shared/money";
import type { CartProduct } from "@/lib/types";

/** The add-ons' grid: two cards a row on a phone, up to four on a wide screen. */
export const ADD_ON_GRID = "grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4";

/**
 * One add-on on the add-ons step: picture, title, price and one button that adds it or, once
 * added, takes it out again. The button stays the same element, so keyboard focus stays on it;
 * "Added ✓" is announced from a polite live region.
 */
export function AddOnCard({
  product,
  added,
  disabled,
  onAdd,
  onRemove,
}: {
  product: CartProduct;
  added: boolean;
  /** The cart is not loaded yet, or this add-on's change is on its way. */
  disabled: boolean;
  onAdd: () => void;
  onRemove: () => void;
}) {
  return (
    <li
      className={cn(
        "flex flex-col overflow-hidden rounded-2xl border bg-white shadow-sm transition-colors",
        added ? "border-green-600 ring-1 ring-green-600" : "border-neutral-200",
      )}
    >
      <div className="relative aspect-square bg-brand-50">
        <ProductPicture
          src={product.image?.url}
          sizes="(min-width: 1024px) 16rem, (min-width: 640px) 33vw, 50vw"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 text-sm font-medium text-neutral-900">{product.title}</h3>
        <p className="flex items-center justify-between gap-2 text-sm">
          <span className="font-bold text-neutral-900 tabular-nums">
            {formatINR(product.price)}
          </span>
          <span aria-live="polite" className="text-xs font-semibold text-green-700">
            {added ? "Added ✓" : ""}
          </span>
        </p>
        <button
          type="button"
          disabled={disabled}
          aria-label={added ? `Remove ${product.title}` : `Add ${product.title}`}
          onClick={added ? onRemove : onAdd}
          className={cn(
            "mt-auto inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full border text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60",
            added
              ? "border-neutral-300 bg-white text-neutral-700 hover:border-neutral-500"
              : "border-brand-600 bg-brand-50 text-brand-700 hover:bg-brand-100",
          )}
        >
          {added ? (
            "Remove"
          ) : (
            <>
              <Plus aria-hidden className="size-4" />
              Add
            </>
          )}
        </button>
      </div>
    </li>
  );
}
