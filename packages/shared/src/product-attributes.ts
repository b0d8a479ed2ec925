/**
 * The facts a shopper reads about a product (flavour, weight, care…), each declared once: its
 * label, how its wire value is read, where the product page shows it, and whether cart and
 * wishlist cards carry it. The storefront's wire schema and domain type, the product page's
 * details and highlights, the reference backend's product JSON and the test fixtures all come
 * from this list. The backend's columns (backend/src/db/schema.ts) and its seed content name
 * each attribute themselves.
 *
 * Server code only: it imports zod. Browser code imports its types (`import type`), which the
 * compiler holds to the list.
 */
import { z } from "zod";

/** A text a backend may leave out or send as null: "" then. */
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? "");

/** Lines sent as a list, or as one string (one line; none when blank), or not at all. */
const lines = z
  .union([z.array(z.string()), z.string().transform((line) => (line ? [line] : []))])
  .nullish()
  .transform((value) => value ?? []);

/** One attribute's declaration. */
interface Declaration {
  /** What the product page's details call it. */
  label: string;
  /** How its value is read from the backend's product answer. */
  wire: typeof text | typeof lines;
  /** In the details: "list" goes first as bullets, "row" is one line of the definition list. */
  details: "list" | "row";
  /**
   * Among the few facts next to the price: `rank` orders them (1 first); `label` replaces the
   * details' label there. Absent: only in the details.
   */
  highlight?: { rank: number; label?: string };
  /**
   * The variant option that decides it (docs/gifting.md): where the shopper picks that option,
   * the chooser says it and the facts do not (a 1 kg cake does not weigh "½ kg").
   */
  decidedBy?: string;
  /** Carried by cart and wishlist cards (lib/types CartProduct). */
  onCards?: true;
}

/** Every descriptive attribute, in the order the product page's details list them. */
export const PRODUCT_ATTRIBUTES = {
  careInstructions: { label: "Care instructions", wire: lines, details: "list" },
  ingredients: { label: "Ingredients", wire: text, details: "row" },
  flavor: { label: "Flavour", wire: text, details: "row", highlight: { rank: 1 } },
  type: {
    label: "Type",
    wire: text,
    details: "row",
    highlight: { rank: 6 },
    decidedBy: "Egg",
  },
  shape: { label: "Shape", wire: text, details: "row", highlight: { rank: 4 } },
  weight: {
    label: "Weight",
    wire: text,
    details: "row",
    highlight: { rank: 2 },
    decidedBy: "Weight",
  },
  netQuantity: {
    label: "Net quantity",
    wire: text,
    details: "row",
    // What a net quantity says is what the gift contains.
    highlight: { rank: 5, label: "Contains" },
    decidedBy: "Stems",
  },
  diameter: { label: "Diameter", wire: text, details: "row", decidedBy: "Weight" },
  serves: {
    label: "Serves",
    wire: text,
    details: "row",
    highlight: { rank: 3 },
    decidedBy: "Weight",
  },
  brand: { label: "Brand", wire: text, details: "row", onCards: true },
} as const satisfies Record<string, Declaration>;

type Declared = typeof PRODUCT_ATTRIBUTES;

/** An attribute's name, as the wire, the domain and the backend's columns spell it. */
export type AttributeKey = keyof Declared;

/** A product's attributes as the storefront and the backend hold them. */
export type ProductAttributes = { [K in AttributeKey]: z.output<Declared[K]["wire"]> };

/** An attribute the details show as one row of text. */
export type FactKey = {
  [K in AttributeKey]: Declared[K]["details"] extends "row" ? K : never;
}[AttributeKey];

/** An attribute cart and wishlist cards carry. */
type CardAttributeKey = {
  [K in AttributeKey]: Declared[K] extends { onCards: true } ? K : never;
}[AttributeKey];

/** The attributes a cart or wishlist card carries. */
export type CardAttributes = Pick<ProductAttributes, CardAttributeKey>;

const declarations: readonly [AttributeKey, Declaration][] = Object.entries(PRODUCT_ATTRIBUTES)
  // Object.entries widens the keys of this constant object to string.
  .map(([key, declaration]) => [key as AttributeKey, declaration]);

/** Every attribute's name, in the details' order. */
const ATTRIBUTE_KEYS: readonly AttributeKey[] = declarations.map(([key]) => key);

const isFact = (key: AttributeKey): key is FactKey => PRODUCT_ATTRIBUTES[key].details === "row";

/** The details' rows, in order (a list attribute such as care instructions comes before them). */
export const FACT_ROWS: readonly FactKey[] = ATTRIBUTE_KEYS.filter(isFact);

/** The facts that may stand next to the price, in the order a gift buyer checks them. */
export const HIGHLIGHTS: readonly FactKey[] = declarations
  .flatMap(([key, { highlight }]) => (highlight && isFact(key) ? [{ key, ...highlight }] : []))
  .sort((a, b) => a.rank - b.rank)
  .map(({ key }) => key);

/** The label a fact has among the highlights. */
export function highlightLabel(key: FactKey): string {
  const declaration: Declaration = PRODUCT_ATTRIBUTES[key];
  return declaration.highlight?.label ?? declaration.label;
}

/** The attributes a variant option named `option` decides (docs/gifting.md). */
export function decidedBy(option: string): AttributeKey[] {
  return declarations.flatMap(([key, declaration]) =>
    declaration.decidedBy === option ? [key] : [],
  );
}

/** The attributes' fields of a zod object schema of the backend's product answer. */
export const ATTRIBUTE_WIRE = Object.fromEntries(
  // Object.fromEntries loses the keys: these are exactly the declared ones.
  declarations.map(([key, declaration]) => [key, declaration.wire]),
) as { [K in AttributeKey]: Declared[K]["wire"] };

/** Copies the attributes out of anything that holds them all (a product row, a wire product). */
export function attributesOf(source: ProductAttributes): ProductAttributes {
  // Object.fromEntries loses the keys: these are exactly the declared ones.
  return Object.fromEntries(ATTRIBUTE_KEYS.map((key) => [key, source[key]])) as ProductAttributes;
}

const attributesWire = z.object(ATTRIBUTE_WIRE);

/**
 * Every attribute blank ("" or no lines), as the wire reads one a backend left out: for seed
 * drafts and test fixtures.
 */
export function blankAttributes(): ProductAttributes {
  return attributesWire.parse({});
}
