/** @jest-environment node */
import type { ReactElement } from "react";
import { GiftNotFound } from "@/app/(product)/gift-not-found";
import ProductForPincodePage from "@/app/(product)/pincode-view/[id]/[pin]/page";
import ProductPage, { revalidate as productRevalidate } from "@/app/(product)/products/[id]/page";
import ProductVariantPage, {
  revalidate as variantRevalidate,
} from "@/app/(product)/variant-view/[id]/[variant]/page";
import { ProductScreen } from "@/components/product/product-screen";
import { getProduct, getRelatedProducts, getReviews } from "@/lib/backend/catalogue";
import { checkDelivery, showsDelivery } from "@/lib/backend/delivery";
import { CACHE_LIFE } from "@/lib/cache-life";
import type { Product } from "@/lib/types";
import { handOptions, pincodeAnswer } from "../../support/delivery-fixtures";

// Which delivery a product page renders (docs/delivery.md "The storefront"): none against a
// contract backend, the check with no answer on the cached page, and the pincode's answer on
// the pincode twin.

// The shopper's request, as the proxy passes it on: its address goes with the delivery check.
jest.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": "203.0.113.7" }),
}));
jest.mock("@/lib/backend/catalogue", () => ({
  ...jest.requireActual<object>("@/lib/backend/catalogue"),
  getProduct: jest.fn(),
  getReviews: jest.fn(),
  getRelatedProducts: jest.fn(),
}));
jest.mock("@/lib/backend/delivery", () => ({
  showsDelivery: jest.fn(),
  checkDelivery: jest.fn(),
}));

const ID = "a00000000000000000000001";
const PRODUCT = { id: ID, title: "Chocolate Truffle Cake" } as Product;
const CHECKED = { answer: pincodeAnswer(), options: handOptions() };

beforeEach(() => {
  jest.mocked(getProduct).mockResolvedValue(PRODUCT);
  jest.mocked(getReviews).mockResolvedValue({ reviews: [], taken: true });
  jest.mocked(getRelatedProducts).mockResolvedValue([]);
  jest.mocked(checkDelivery).mockResolvedValue(CHECKED);
});
afterEach(() => jest.resetAllMocks());

type ScreenProps = Parameters<typeof ProductScreen>[0];
const screenOf = async (page: Promise<ReactElement>) => {
  const element = (await page) as ReactElement<ScreenProps>;
  expect(element.type).toBe(ProductScreen);
  return element.props;
};
const productPage = () => ProductPage({ params: Promise.resolve({ id: ID }) });
const twin = (pin: string, query: Record<string, string> = {}) =>
  ProductForPincodePage({
    params: Promise.resolve({ id: ID, pin }),
    searchParams: Promise.resolve(query),
  });

describe("against a backend without delivery", () => {
  beforeEach(() => jest.mocked(showsDelivery).mockResolvedValue(false));

  test("the product page is the contract's: no delivery check", async () => {
    expect((await screenOf(productPage())).delivery).toBeNull();
  });

  test("the twin is the same page, and the backend is asked nothing about delivery", async () => {
    expect((await screenOf(twin("560038"))).delivery).toBeNull();
    expect(checkDelivery).not.toHaveBeenCalled();
  });
});

describe("against a backend with delivery", () => {
  beforeEach(() => jest.mocked(showsDelivery).mockResolvedValue(true));

  test("the cached page has the check, with no answer (it is the same for everyone)", async () => {
    expect((await screenOf(productPage())).delivery).toEqual({ initial: null });
    expect(checkDelivery).not.toHaveBeenCalled();
  });

  test("the twin renders the pincode's answer for this gift", async () => {
    expect((await screenOf(twin("560038"))).delivery).toEqual({ initial: CHECKED });
    expect(checkDelivery).toHaveBeenCalledWith("560038", ID, "203.0.113.7");
  });

  test("a twin pincode that is not one is not checked", async () => {
    expect((await screenOf(twin("012345"))).delivery).toEqual({ initial: null });
    expect(checkDelivery).not.toHaveBeenCalled();
  });

  test("the twin of a gift the shop does not have is the gift's 404", async () => {
    jest.mocked(getProduct).mockResolvedValue(null);
    expect((await twin("560038")).type).toBe(GiftNotFound);
  });
});

test("the twin renders per request: delivery changes with the minute", async () => {
  const twinModule = await import("@/app/(product)/pincode-view/[id]/[pin]/page");
  expect(twinModule.dynamic).toBe("force-dynamic");
  // The page without a pincode is cached for a minute: the s-maxage an edge keeps it for
  // (docs/scale-out.md "How fresh").
  const cached = await import("@/app/(product)/products/[id]/page");
  expect(cached.revalidate).toBe(CACHE_LIFE.cataloguePage);
});

describe("a variant in the address (docs/gifting.md)", () => {
  beforeEach(() => jest.mocked(showsDelivery).mockResolvedValue(true));

  test("the pincode twin, rendered per request, chooses the `?variant=` it is asked for", async () => {
    expect((await screenOf(twin("560038", { variant: "1kg-eggless" }))).variantId).toBe(
      "1kg-eggless",
    );
    expect((await screenOf(twin("560038"))).variantId).toBeNull();
  });

  test("the variant twin renders the variant the proxy named, cached like the product page", async () => {
    const page = await screenOf(
      ProductVariantPage({ params: Promise.resolve({ id: ID, variant: "1kg-eggless" }) }),
    );
    expect(page.variantId).toBe("1kg-eggless");
    expect(page.delivery).toEqual({ initial: null });
    expect(variantRevalidate).toBe(productRevalidate);
  });
});
