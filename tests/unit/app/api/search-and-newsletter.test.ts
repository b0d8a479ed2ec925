/** @jest-environment node */
import { POST as newsletterRoute } from "@/app/api/newsletter/route";
import { GET as searchRoute } from "@/app/api/search/route";
import { searchSuggestions } from "@/lib/backend/catalogue";
import { BackendError } from "@/lib/backend/fetch";
import { subscribeNewsletter } from "@/lib/backend/newsletter";
import { resetShopLimiter } from "@/lib/bff/rate-limit";
import { CACHE_LIFE } from "@/lib/cache-life";
import { SUGGESTION_LIMIT } from "@giftshop/shared/limits/search";
import type { ProductSummary } from "@/lib/types";
import { SITE, UNREACHABLE, expectBackendDown, handlerRequest } from "./handler-contract";

process.env.SITE_URL = SITE;

jest.mock("@/lib/backend/catalogue", () => ({ searchSuggestions: jest.fn() }));
jest.mock("@/lib/backend/newsletter", () => ({ subscribeNewsletter: jest.fn() }));

beforeEach(async () => {
  jest.resetAllMocks();
  jest.spyOn(console, "error").mockImplementation(() => {});
  await resetShopLimiter();
});
afterEach(() => jest.restoreAllMocks());

const CAKE: ProductSummary = {
  id: "p1",
  title: "Chocolate Truffle Cake",
  price: 599,
  oldPrice: 799,
  discount: 25,
  image: { url: "/uploads/cake.webp", alt: "Cake" },
  categoryId: "c1",
  categoryName: "Cakes",
  subcategoryId: null,
  subcategoryName: "Chocolate Cakes",
};

describe("GET /api/search", () => {
  const search = (query: string) => searchRoute(handlerRequest("GET", `/api/search${query}`));

  test("answers the suggestions, kept a minute by browsers and CDNs", async () => {
    jest.mocked(searchSuggestions).mockResolvedValue({
      products: [CAKE, { ...CAKE, id: "p2", image: null }],
      categories: [{ name: "Chocolate Cakes", href: "/subcategory/s1" }],
      corrected: "truffle",
    });
    const response = await search("?q=%20Truffle%20");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(
      `public, max-age=${CACHE_LIFE.searchSuggestions}`,
    );
    expect(await response.json()).toEqual({
      results: [
        {
          id: "p1",
          title: "Chocolate Truffle Cake",
          image: "/uploads/cake.webp",
          categoryName: "Cakes",
          subcategoryName: "Chocolate Cakes",
        },
        {
          id: "p2",
          title: "Chocolate Truffle Cake",
          image: null,
          categoryName: "Cakes",
          subcategoryName: "Chocolate Cakes",
        },
      ],
      categories: [{ name: "Chocolate Cakes", href: "/subcategory/s1" }],
      corrected: "truffle",
    });
    expect(searchSuggestions).toHaveBeenCalledWith("truffle", SUGGESTION_LIMIT);
  });

  test.each([
    ["no text", ""],
    ["blank text", "?q=%20%20"],
  ])("%s answers no results without asking the backend", async (_, query) => {
    const response = await search(query);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ results: [], categories: [], corrected: null });
    expect(searchSuggestions).not.toHaveBeenCalled();
  });

  test("text the schema refuses is 400 with its message, never kept", async () => {
    const response = await search("?q=%00");
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ error: "Search text cannot contain NUL." });
  });

  test("a backend refusal passes on with its Retry-After", async () => {
    const wait = "Too many attempts. Please wait 1 minute and try again.";
    jest.mocked(searchSuggestions).mockRejectedValue(new BackendError(wait, 429, 60));
    const response = await search("?q=cake");
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("60");
    expect(await response.json()).toEqual({ error: wait });
  });

  test("a backend that is away is 503, never kept", async () => {
    jest.mocked(searchSuggestions).mockRejectedValue(UNREACHABLE);
    const response = await search("?q=cake");
    expect(response.headers.get("cache-control")).toBe("no-store");
    await expectBackendDown(response, "Search is not available right now.");
  });
});

describe("POST /api/newsletter", () => {
  const subscribe = () =>
    newsletterRoute(
      handlerRequest("POST", "/api/newsletter", { body: { email: "asha@example.in" } }),
    );

  test("answers the backend's thank-you", async () => {
    jest.mocked(subscribeNewsletter).mockResolvedValue({ status: "subscribed", message: "Thanks" });
    const response = await subscribe();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Thanks" });
  });

  test("a backend without the call is 503 with the shop's words and no wait", async () => {
    jest.mocked(subscribeNewsletter).mockResolvedValue({ status: "unavailable" });
    const response = await subscribe();
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBeNull();
    expect(await response.json()).toEqual({
      error: "Newsletter sign-up is not available right now.",
    });
  });
});
