import { HIGHLIGHTS, highlightLabel } from "@giftshop/shared/product-attributes";
import type { Product } from "@/lib/types";
import { statedFacts } from "./product-facts";

/** Up to four key facts of the product next to the price; nothing when it has none. */
export function ProductHighlights({ product }: { product: Product }) {
  const facts = statedFacts(product, HIGHLIGHTS).slice(0, 4);
  if (facts.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {facts.map((key) => (
        <div key={key} className="rounded-xl bg-neutral-50 px-3 py-2 ring-1 ring-neutral-200">
          <dt className="text-xs text-neutral-500">{highlightLabel(key)}</dt>
          <dd className="mt-0.5 text-sm font-semibold text-neutral-900">{product[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
