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

/** The facts among `fields` that the product states (not blank), in the order given. */
export function statedFacts(product: Product, fields: readonly FactField[]): FactField[] {
  return fields.filter((key) => product[key].trim() !== "");
}
