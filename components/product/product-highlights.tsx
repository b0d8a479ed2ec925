import type { Product } from "@/lib/types";

type HighlightField = "flavor" | "weight" | "serves" | "shape" | "netQuantity" | "type";

// What a gift buyer checks first (a cake's flavour, weight and size); the full list is in the
// Product Details tab.
const HIGHLIGHTS: { key: HighlightField; label: string }[] = [
  { key: "flavor", label: "Flavour" },
  { key: "weight", label: "Weight" },
  { key: "serves", label: "Serves" },
  { key: "shape", label: "Shape" },
  { key: "netQuantity", label: "Contains" },
  { key: "type", label: "Type" },
];

/** Up to four key facts of the product next to the price; nothing when it has none. */
export function ProductHighlights({ product }: { product: Product }) {
  const facts = HIGHLIGHTS.filter(({ key }) => product[key].trim() !== "").slice(0, 4);
  if (facts.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {facts.map(({ key, label }) => (
        <div key={key} className="rounded-xl bg-neutral-50 px-3 py-2 ring-1 ring-neutral-200">
          <dt className="text-xs text-neutral-500">{label}</dt>
          <dd className="mt-0.5 text-sm font-semibold text-neutral-900">{product[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
