/** @jest-environment node */
import { reshapeProduct, productWire } from "@/lib/backend/catalogue-wire";

// A product's variants and personalisation (docs/gifting.md "Catalogue") are read tolerantly:
// a contract backend sends neither, and anything malformed is the plain product, never a
// failed page.

const wire = (extra: Record<string, unknown>) =>
  reshapeProduct(
    productWire.parse({
      _id: "a00000000000000000000007",
      title: "Truffle Cake",
      price: 599,
      ...extra,
    }),
  );

const VARIANTS = [
  {
    id: "500g-egg",
    label: "½ kg · With egg",
    options: { Weight: "½ kg", Egg: "With egg" },
    price: 599,
    oldPrice: 799,
    discount: 25,
  },
  {
    id: "1kg-eggless",
    label: "1 kg · Eggless",
    options: { Weight: "1 kg", Egg: "Eggless" },
    price: 1149,
    oldPrice: 1499,
    discount: 23,
  },
];

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test("a contract backend's product has no variants and no personalisation", () => {
  expect(wire({})).toMatchObject({ variants: [], personalisation: null });
});

test("variants and the personalisation spec are read as the doc gives them", () => {
  const spec = { cakeMessage: true, cardMessage: false, photos: null };
  expect(wire({ variants: VARIANTS, personalisation: spec })).toMatchObject({
    variants: VARIANTS,
    personalisation: spec,
  });
  expect(
    wire({
      personalisation: { cakeMessage: false, cardMessage: false, photos: { min: 1, max: 2 } },
    }).personalisation,
  ).toEqual({
    cakeMessage: false,
    cardMessage: false,
    photos: { min: 1, max: 2 },
  });
});

test("a gift's names are read with their labels and length; a length past any name's is none", () => {
  const names = { labels: ["Name in neon"], max: 10 };
  expect(
    wire({ personalisation: { cakeMessage: false, cardMessage: true, photos: null, names } })
      .personalisation,
  ).toEqual({ cakeMessage: false, cardMessage: true, photos: null, names });
  expect(
    wire({
      personalisation: { cardMessage: true, names: { labels: ["Name"], max: 500 } },
    }).personalisation,
  ).toBeNull();
});

test("a variant's discount is worked out from its prices, not trusted", () => {
  const [first] = wire({ variants: [{ ...VARIANTS[0], discount: 90 }] }).variants;
  expect(first?.discount).toBe(25);
});

test.each([
  ["not a list", "1kg"],
  ["an id that cannot be in a URL", [{ ...VARIANTS[0], id: "1 KG/../x" }]],
  ["a price that is not a number", [{ ...VARIANTS[0], price: "cheap" }]],
  ["two variants under one id", [VARIANTS[0], { ...VARIANTS[1], id: "500g-egg" }]],
  ["options that are not names and values", [{ ...VARIANTS[0], options: ["½ kg"] }]],
])("malformed variants (%s) read as none, and the product still loads", (_, variants) => {
  expect(wire({ variants })).toMatchObject({ title: "Truffle Cake", variants: [] });
});

test.each([
  [
    "photos with min over max",
    { cakeMessage: false, cardMessage: false, photos: { min: 3, max: 1 } },
  ],
  ["not an object", "cake"],
  ["a flag that is not one", { cakeMessage: "yes" }],
  ["nothing to personalise", { cakeMessage: false, cardMessage: false, photos: null }],
])("a malformed or empty spec (%s) reads as none", (_, personalisation) => {
  expect(wire({ personalisation }).personalisation).toBeNull();
});
