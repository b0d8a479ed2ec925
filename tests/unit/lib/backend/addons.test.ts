/** @jest-environment node */
import { addOnsToOffer, fetchAddOns, forgetNoAddOns, showsAddOns } from "@/lib/backend/addons";
import { BackendError } from "@/lib/backend/fetch";
import { keepLastGoodCopy } from "@/lib/backend/last-good-copy";
import { CACHE_LIFE } from "@/lib/cache-life";

jest.mock("@/lib/backend/last-good-copy", () => ({ keepLastGoodCopy: jest.fn(async () => {}) }));

// docs/gifting.md "Catalogue": GET /api/addons answers the add-on products; a contract backend
// answers 404 and checkout has no add-ons step.

const candles = {
  _id: "a0000000000000000000000a",
  title: "Birthday Candles",
  price: 49,
  oldprice: 49,
  images: [{ url: "http://api.shop.in/uploads/products/candles.webp", altText: "" }],
  categoryname: { _id: "c1", name: "Cakes" },
  approved: true,
  addOn: true,
};
const card = { ...candles, _id: "a0000000000000000000000b", title: "Greeting Card", price: 99 };

function answerWith(body: unknown, status = 200) {
  return jest
    .spyOn(globalThis, "fetch")
    .mockImplementation(async () => new Response(JSON.stringify(body), { status }));
}

let logged: jest.SpyInstance;
beforeEach(() => {
  forgetNoAddOns();
  logged = jest.spyOn(console, "error").mockImplementation(() => {});
  jest.mocked(keepLastGoodCopy).mockClear();
});
afterEach(() => jest.restoreAllMocks());

test("the add-ons come in the backend's order, as products, cached under the add-ons tag", async () => {
  const fetch = answerWith({ success: true, products: [candles, card] });
  const addOns = await fetchAddOns();
  expect(addOns.map((product) => [product.id, product.title, product.price])).toEqual([
    ["a0000000000000000000000a", "Birthday Candles", 49],
    ["a0000000000000000000000b", "Greeting Card", 99],
  ]);
  expect(addOns[0]?.image?.url).toBe("/uploads/products/candles.webp");
  const [url, init] = fetch.mock.calls[0]!;
  expect(String(url)).toMatch(/\/api\/addons$/);
  expect(init).toMatchObject({
    next: { tags: ["catalogue", "addons"], revalidate: CACHE_LIFE.catalogueRead },
  });
  await expect(showsAddOns()).resolves.toBe(true);
});

test("an add-on that breaks the contract or is unapproved is left out, the rest stay", async () => {
  answerWith({
    success: true,
    products: [{ title: "no id" }, { ...card, approved: false }, candles],
  });
  expect((await fetchAddOns()).map((product) => product.title)).toEqual(["Birthday Candles"]);
});

test("a contract backend's 404 means no add-ons: the step is skipped, nothing logged", async () => {
  const fetch = answerWith({ success: false, message: "Not found" }, 404);
  await expect(fetchAddOns()).resolves.toEqual([]);
  await expect(showsAddOns()).resolves.toBe(false);
  expect(logged).not.toHaveBeenCalled();
  // Remembered, since Next's cache keeps no 404: the next cart page does not ask again.
  expect(fetch).toHaveBeenCalledTimes(1);
});

test("a 404 is asked again once the catalogue's 5 minutes are over", async () => {
  const now = jest.spyOn(Date, "now").mockReturnValue(1_000_000);
  answerWith({ success: false, message: "Not found" }, 404);
  await expect(fetchAddOns()).resolves.toEqual([]);
  answerWith({ success: true, products: [candles] });
  now.mockReturnValue(1_000_000 + 299_000);
  await expect(fetchAddOns()).resolves.toEqual([]);
  now.mockReturnValue(1_000_000 + 301_000);
  await expect(showsAddOns()).resolves.toBe(true);
});

test("a backend that fails skips the step for the page, and says so in the log", async () => {
  answerWith({ message: "Internal error" }, 500);
  await expect(fetchAddOns()).rejects.toBeInstanceOf(BackendError);
  await expect(addOnsToOffer()).resolves.toEqual([]);
  await expect(showsAddOns()).resolves.toBe(false);
  expect(logged).toHaveBeenCalledWith(
    expect.stringContaining("could not read the add-ons"),
    expect.any(BackendError),
  );
  expect(keepLastGoodCopy).toHaveBeenCalled();
});

test("an answer of another shape, or a refusal, skips the step too", async () => {
  answerWith({ data: "nope" });
  await expect(addOnsToOffer()).resolves.toEqual([]);
  answerWith({ success: false, message: "Closed", products: [] });
  await expect(fetchAddOns()).rejects.toBeInstanceOf(BackendError);
  await expect(showsAddOns()).resolves.toBe(false);
});

test("a backend that is away skips the step", async () => {
  jest.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("fetch failed"));
  await expect(showsAddOns()).resolves.toBe(false);
});
