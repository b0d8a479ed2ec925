/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { getAllProductIds, getCategories, getProductsByCategory } from "@/lib/backend/catalogue";
import { forgetLocalCatalogue, localCatalogue } from "@/lib/backend/local-catalogue";
import { readBudgetFor } from "@/lib/backend/read-budget";

const MB = 1024 * 1024;

// The budget this process spends is small here, so that answers over it are quick to send.
jest.mock("@/lib/backend/read-budget", () => ({
  ...jest.requireActual<object>("@/lib/backend/read-budget"),
  READ_BUDGET: { catalogueBytes: 256 * 1024, answerBytes: 16 * 1024 },
}));

describe("the budget follows the heap", () => {
  test("under production's 384 MB cap (a 432 MB limit): 54 MB of catalogue, 6.75 MB an answer", () => {
    expect(readBudgetFor(432 * MB)).toEqual({ catalogueBytes: 54 * MB, answerBytes: 6.75 * MB });
  });

  test("the catalogue's share grows with the heap; one answer's between 1 and 8 MB", () => {
    expect(readBudgetFor(64 * MB)).toEqual({ catalogueBytes: 8 * MB, answerBytes: 1 * MB });
    expect(readBudgetFor(256 * MB)).toEqual({ catalogueBytes: 32 * MB, answerBytes: 4 * MB });
    expect(readBudgetFor(4096 * MB)).toEqual({ catalogueBytes: 512 * MB, answerBytes: 8 * MB });
  });
});

/** A list answer of `count` products, each about 170 bytes. */
const products = (count: number) => ({
  success: true,
  data: Array.from({ length: count }, (_, i) => ({
    _id: `p${i}`,
    title: `Gift number ${i} with a title long enough to take some room`,
    price: 100 + i,
    image: `/uploads/p${i}.webp`,
    categoryname: { _id: "c1", name: "Gifts" },
  })),
});

const GIFTS = { _id: "c1", categoryname: "Gifts", image: "" };
/** What the backend answers, by path. */
let answers: Record<string, unknown> = {};
const server = http.createServer((request, response) => {
  response.writeHead(200, { "content-type": "application/json" });
  response.end(JSON.stringify(answers[request.url ?? ""] ?? null));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.BACKEND_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  forgetLocalCatalogue();
  answers = { "/api/getcategories": [GIFTS], "/api/getsubcategories": [] };
});

describe("the budget where it is spent", () => {
  test("the local catalogue keeps a whole list within its budget and refuses a longer one", async () => {
    answers["/api/client/search"] = products(1000); // about 170 kB
    expect((await localCatalogue()).size).toBe(1000);
    forgetLocalCatalogue();
    answers["/api/client/search"] = products(2000); // about 340 kB
    await expect(localCatalogue()).rejects.toMatchObject({
      status: 502,
      message: expect.stringMatching(/more than 262144 bytes: too large to keep/),
    });
  });

  test("the sitemap and the home rails read whole lists within the catalogue's budget, other reads within one answer's", async () => {
    answers["/api/client/search"] = products(1000);
    expect(await getAllProductIds()).toHaveLength(1000);
    // The original backend puts every product in its rails.
    answers["/api/client/productsbycategory"] = {
      success: true,
      categories: [{ category: GIFTS, products: products(1000).data }],
    };
    expect((await getProductsByCategory())[0]?.products).toHaveLength(1000);
    // A categories list of 100 kB is over one answer's 16 kB.
    answers["/api/getcategories"] = Array.from({ length: 1000 }, (_, i) => ({
      ...GIFTS,
      _id: `c${i}`,
      categoryname: `Category number ${i} with a name long enough to take some room`,
    }));
    await expect(getCategories()).rejects.toMatchObject({
      status: 502,
      message: "GET /api/getcategories answered more than 16384 bytes",
    });
  });
});
