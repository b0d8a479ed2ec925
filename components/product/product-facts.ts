import type { Product } from "@/lib/types";

/** The product's one-line facts, each with the label a shopper reads next to it. */
export const FACT_LABELS = {
  ingredients: "Ingredients",
  flavor: "Flavour",
  type: "Type",
  shape: "Shape",
  weight: "Weight",
  netQuantity: "Net quantity",
  diameter: "Diameter",
  serves: "Serves",
  brand: "Brand",
} as const;

export type FactField = keyof typeof FACT_LABELS;

/**
 * Facts a variant option decides (docs/gifting.md): a 1 kg cake does not weigh "½ kg" nor serve
 * what the ½ kg one serves, so where the shopper chooses the option, the chooser says it.
 */
const DECIDED_BY_OPTION: Record<string, readonly FactField[]> = {
  Weight: ["weight", "serves", "diameter"],
  Egg: ["type"],
  Stems: ["netQuantity"],
};

/**
 * The facts among `fields` that the product states (not blank) and no variant option decides,
 * in the order given.
 */
export function statedFacts(product: Product, fields: readonly FactField[]): FactField[] {
  const decided = new Set(
    (product.variants ?? []).flatMap((variant) =>
      Object.keys(variant.options).flatMap((name) => DECIDED_BY_OPTION[name] ?? []),
    ),
  );
  return fields.filter((key) => product[key].trim() !== "" && !decided.has(key));
}
