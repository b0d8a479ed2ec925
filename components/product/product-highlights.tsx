import type { Product } from "@/lib/types";
import { FACT_LABELS, statedFacts, type FactField } from "./product-facts";

// What a gift buyer checks first (a cake's flavour, weight and size); the full list is in the
// Product Details tab.
const HIGHLIGHTS: readonly FactField[] = [
  "flavor",
  "weight",
  "serves",
  "shape",
  "netQuantity",
  "type",
];

/** A highlight's label: what a net quantity says is what the gift contains. */
const labelOf = (key: FactField) => (key === "netQuantity" ? "Contains" : FACT_LABELS[key]);

/** Up to four key facts of the product next to the price; nothing when it has none. */
export function ProductHighlights({ product }: { product: Product }) {
  const facts = statedFacts(product, HIGHLIGHTS).slice(0, 4);
  if (facts.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {facts.map((key) => (
        <div key={key} className="rounded-xl bg-neutral-50 px-3 py-2 ring-1 ring-neutral-200">
          <dt className="text-xs text-neutral-500">{labelOf(key)}</dt>
          <dd className="mt-0.5 text-sm font-semibold text-neutral-900">{product[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
