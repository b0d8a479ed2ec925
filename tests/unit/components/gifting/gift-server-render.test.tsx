/** @jest-environment node */
import { renderToString } from "react-dom/server";
import { GiftPrice } from "@/components/gifting/gift-panel";
import { GiftStateProvider } from "@/components/gifting/gift-state";
import { VariantChooser } from "@/components/gifting/variant-chooser";
import { ProductScreen } from "@/components/product/product-screen";
import type { Product } from "@/lib/types";
import { CAKE_ID, CAKE_SPEC, CAKE_VARIANTS } from "../../support/gift-product-fixtures";

// `/products/{id}?variant=…` is rendered on the server with that variant chosen: its price is in
// the HTML before any script runs (docs/gifting.md "Storefront").

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

const cake = { id: CAKE_ID, variants: CAKE_VARIANTS, personalisation: CAKE_SPEC };
const html = (variantId: string | null) =>
  renderToString(
    <GiftStateProvider product={cake} initialVariantId={variantId}>
      <GiftPrice price={599} oldPrice={799} discount={25} />
      <VariantChooser />
    </GiftStateProvider>,
  );

test("the named variant's price, old price and discount are in the server's HTML, chosen", () => {
  const page = html("1kg-eggless");
  expect(page).toMatch(/₹1,149.*₹1,499.*23(<!-- -->)?% off/);
  expect(page).toMatch(/aria-checked="true"[^>]*>1 kg</);
  expect(page).toMatch(/aria-checked="true"[^>]*>Eggless</);
});

test("no variant, or one the product does not have, renders the first", () => {
  expect(html(null)).toMatch(/₹599.*₹799.*25(<!-- -->)?% off/);
  expect(html("3kg-vegan")).toMatch(/₹599.*₹799.*25(<!-- -->)?% off/);
});

describe("ProductScreen", () => {
  const base = {
    reviews: Promise.resolve([]),
    reviewsTaken: Promise.resolve(true),
    related: Promise.resolve([]),
    delivery: null,
  };
  const product = (extra: Partial<Product>) =>
    ({ id: CAKE_ID, variants: [], personalisation: null, ...extra }) as Product;

  test("a plain product's page is the contract's page, without the gift's state around it", () => {
    const element = ProductScreen({ ...base, product: product({}), variantId: "1kg-egg" });
    expect(element.type).not.toBe(GiftStateProvider);
  });

  test("a gift's page holds the choice, starting from the variant the address names", () => {
    const element = ProductScreen({
      ...base,
      product: product({ variants: CAKE_VARIANTS, personalisation: CAKE_SPEC }),
      variantId: "1kg-egg",
    });
    expect(element.type).toBe(GiftStateProvider);
    expect(element.props).toMatchObject({
      initialVariantId: "1kg-egg",
      product: { id: CAKE_ID, variants: CAKE_VARIANTS, personalisation: CAKE_SPEC },
    });
  });
});
