/** @jest-environment node */
import { Suspense, type ReactElement } from "react";
import { GiftNotFound } from "@/app/(product)/gift-not-found";
import ProductNotFound from "@/app/(product)/not-found";
import ProductPage from "@/app/(product)/products/[id]/page";
import { getProduct, getRelatedProducts, getReviews } from "@/lib/backend/catalogue";

const NOT_FOUND = new Error("NEXT_NOT_FOUND");
jest.mock("next/navigation", () => ({
  notFound: () => {
    throw NOT_FOUND;
  },
}));
jest.mock("@/lib/backend/catalogue", () => ({
  ...jest.requireActual<object>("@/lib/backend/catalogue"),
  getProduct: jest.fn(),
  getReviews: jest.fn(),
  getRelatedProducts: jest.fn(),
}));

beforeEach(() => {
  jest.mocked(getProduct).mockResolvedValue(null);
  jest.mocked(getReviews).mockResolvedValue({ reviews: [], taken: true });
  jest.mocked(getRelatedProducts).mockResolvedValue([]);
});
afterEach(() => jest.resetAllMocks());

const render = (id: string) => ProductPage({ params: Promise.resolve({ id }) });

/** The page answered with the gift's 404 (tests/e2e/not-found.spec.ts checks its HTML). */
async function expectGiftNotFound(page: Promise<ReactElement>) {
  expect((await page).type).toBe(GiftNotFound);
}

describe("/products/[id]", () => {
  test.each(["../../api/auth/me", "..", "a b", "a/b", "a\u0000b", "x".repeat(65), "🎂", ""])(
    "an id that cannot be a product id (%j) is not found, with no backend call",
    async (id) => {
      await expectGiftNotFound(render(id));
      expect(getReviews).not.toHaveBeenCalled();
      expect(getRelatedProducts).not.toHaveBeenCalled();
      expect(getProduct).not.toHaveBeenCalled();
    },
  );

  test("a well-formed id the backend does not know asks for the product, its reviews and related gifts, then is not found", async () => {
    const id = "a00000000000000000000001";
    await expectGiftNotFound(render(id));
    expect(getProduct).toHaveBeenCalledWith(id);
    expect(getReviews).toHaveBeenCalledWith(id);
    expect(getRelatedProducts).toHaveBeenCalledWith(id);
  });
});

test("the gift's 404 shows its not-found page while notFound() sets the status", async () => {
  const boundary = GiftNotFound() as ReactElement<{
    fallback: ReactElement;
    children: ReactElement<Record<string, never>, () => Promise<never>>;
  }>;
  expect(boundary.type).toBe(Suspense);
  expect(boundary.props.fallback.type).toBe(ProductNotFound);
  const thrower = boundary.props.children;
  await expect(thrower.type()).rejects.toBe(NOT_FOUND);
});
