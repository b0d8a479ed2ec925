import { decidedBy, type FactKey } from "@giftshop/shared/product-attributes";
import type { Product } from "@/lib/types";

/**
 * The facts among `fields` that the product states (not blank) and no variant option decides
 * (docs/gifting.md: where the shopper chooses the option, the chooser says it), in the order
 * given.
 */
export function statedFacts(product: Product, fields: readonly FactKey[]): FactKey[] {
  const decided = new Set(
    (product.variants ?? []).flatMap((variant) => Object.keys(variant.options).flatMap(decidedBy)),
  );
  return fields.filter((key) => product[key].trim() !== "" && !decided.has(key));
}
