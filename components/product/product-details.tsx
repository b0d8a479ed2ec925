import { FACT_ROWS, PRODUCT_ATTRIBUTES } from "@giftshop/shared/product-attributes";
import type { Product } from "@/lib/types";
import { statedFacts } from "./product-facts";

/** Every non-empty detail of the product as a definition list; care instructions as bullets. */
export function ProductDetails({ product }: { product: Product }) {
  const care = product.careInstructions.map((line) => line.trim()).filter(Boolean);
  const rows = statedFacts(product, FACT_ROWS);

  if (care.length === 0 && rows.length === 0) {
    return <p className="text-neutral-600">No further details for this gift.</p>;
  }

  return (
    <dl className="max-w-3xl divide-y divide-neutral-200 overflow-hidden rounded-xl ring-1 ring-neutral-200">
      {care.length > 0 && (
        <div className="grid gap-1 px-4 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
          <dt className="text-sm font-semibold text-neutral-900">
            {PRODUCT_ATTRIBUTES.careInstructions.label}
          </dt>
          <dd className="text-sm text-neutral-700">
            <ul className="list-disc space-y-1 pl-5 marker:text-brand-500">
              {care.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </dd>
        </div>
      )}
      {rows.map((key) => (
        <div key={key} className="grid gap-1 px-4 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
          <dt className="text-sm font-semibold text-neutral-900">
            {PRODUCT_ATTRIBUTES[key].label}
          </dt>
          <dd className="text-sm text-neutral-700">{product[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
