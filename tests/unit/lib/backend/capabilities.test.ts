/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  NO_MATCH_TEXT,
  backendCapabilities,
  forgetBackendCapabilities,
} from "@/lib/backend/capabilities";
import { recipientsOf } from "@giftshop/shared/recipients";
import { parseSearch } from "@giftshop/shared/search/query";
import { SearchIndex } from "@giftshop/shared/search/search-index";
import type { CaseProduct } from "@giftshop/shared/search/search-cases";

/** Products enough that a whole list is longer than a probe reads. */
const CATALOGUE = Array.from({ length: 600 }, (_, i) => ({
  _id: `p${i}`,
  title: `Gift number ${i} with a long enough title to take some room`,
  price: 100 + i,
  image: `/uploads/p${i}.webp`,
  categoryname: { _id: "c1", name: "Gifts" },
}));

type Answer = (url: URL) => { status: number; body: unknown };

/** §7's price window, which every backend honours. */
const priced = (url: URL) => {
  const min = Number(url.searchParams.get("minPrice") ?? 0);
  const max = Number(url.searchParams.get("maxPrice") ?? Infinity);
  return CATALOGUE.filter((product) => product.price >= min && product.price <= max);
};

/** A plain §7 backend: the list is every product in the price window, whatever else is asked. */
const plain: Answer = (url) => ({ status: 200, body: { success: true, data: priced(url) } });

/** A backend that honours every extension (the reference backend's full mode). */
const full: Answer = (url) => {
  const q = url.searchParams.get("q");
  const sub = url.searchParams.get("subcategory");
  const recipient = url.searchParams.get("recipient");
  const limit = Number(url.searchParams.get("limit") ?? 48);
  const page = Number(url.searchParams.get("page") ?? 1);
  let data = priced(url).filter(() => !q && !sub && !recipient);
  const total = data.length;
  data = data.slice((page - 1) * limit, page * limit);
  return { status: 200, body: { success: true, data, total, page, limit } };
};

let answer: Answer = plain;
const asked: string[] = [];
const server = http.createServer((request, response) => {
  asked.push(request.url ?? "");
  const { status, body } = answer(new URL(request.url ?? "/", "http://x"));
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.BACKEND_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  forgetBackendCapabilities();
  asked.length = 0;
});

test("a backend that honours the extensions is used for them", async () => {
  answer = full;
  await expect(backendCapabilities()).resolves.toEqual({
    searchText: true,
    filterPaging: true,
    filterText: true,
    filterSubcategory: true,
    filterRecipient: true,
    searchRelevance: false,
    deliveryFilter: false,
  });
});

test("a plain §7 backend honours none of them, found out with one question it answers empty", async () => {
  answer = plain;
  await expect(backendCapabilities()).resolves.toEqual({
    searchText: false,
    filterPaging: false,
    filterText: false,
    filterSubcategory: false,
    filterRecipient: false,
    searchRelevance: false,
    deliveryFilter: false,
  });
  // Any question it ignores would make it build its whole list: it is asked none.
  expect(asked).toHaveLength(1);
  expect(asked[0]).toContain("minPrice=0&maxPrice=0");
});

/** The reference backend in full mode: it searches by the shared rules and knows delivery. */
const relevance: Answer = (url) => {
  const delivery = url.searchParams.get("delivery");
  if (delivery && delivery !== "midnight" && delivery !== "same-day") {
    return { status: 400, body: { success: false, message: "delivery is not known" } };
  }
  const { status, body } = full(url);
  const q = url.searchParams.get("q");
  return q === null
    ? { status, body }
    : { status, body: { ...(body as object), search: { corrected: null } } };
};

test("a backend whose text answers carry `search` ranks by the shared rules", async () => {
  answer = relevance;
  await expect(backendCapabilities()).resolves.toMatchObject({
    searchText: true,
    filterText: true,
    searchRelevance: true,
    deliveryFilter: true,
  });
  // Every question but the first asked for one product at most.
  expect(asked.slice(1).every((path) => path.includes("limit=1"))).toBe(true);
});

test("a backend that ignores `delivery` does not filter by it", async () => {
  answer = (url) => {
    const copy = new URL(url);
    copy.searchParams.delete("delivery");
    return relevance(copy);
  };
  await expect(backendCapabilities()).resolves.toMatchObject({
    searchRelevance: true,
    deliveryFilter: false,
  });
});

test("a backend that answers a whole list to the paging question does not page", async () => {
  answer = () => ({ status: 200, body: { success: true, data: CATALOGUE } });
  await expect(backendCapabilities()).resolves.toMatchObject({ filterPaging: false });
});

test("a backend that refuses an extension parameter does not honour it", async () => {
  answer = (url) =>
    url.searchParams.has("recipient")
      ? { status: 400, body: { success: false, message: "recipient is not known" } }
      : full(url);
  await expect(backendCapabilities()).resolves.toMatchObject({
    filterPaging: true,
    filterRecipient: false,
  });
});

test("what was found out is kept; a backend away on the first ask fails the call", async () => {
  answer = full;
  await backendCapabilities();
  answer = plain;
  await expect(backendCapabilities()).resolves.toMatchObject({ filterPaging: true });

  forgetBackendCapabilities();
  answer = () => ({ status: 503, body: { success: false, message: "down" } });
  await expect(backendCapabilities()).rejects.toMatchObject({ status: 503 });
});

test("the probe's text finds nothing in the seeded catalogue by the shared search rules", () => {
  // A backend that searches by them corrects a word one edit from the catalogue's and sets
  // aside words no product holds: a probe text of several words ("…-matches-…") found watches.
  const products = JSON.parse(
    readFileSync(path.join(process.cwd(), "tests/fixtures/search-catalogue.json"), "utf8"),
  ) as CaseProduct[];
  const index = new SearchIndex(
    products.map((product) => ({ ...product, recipients: recipientsOf(product) })),
  );
  const { terms, text } = parseSearch(NO_MATCH_TEXT);
  for (const prefixLast of [false, true]) {
    expect(index.search({ terms, text, prefixLast }).ranked).toEqual([]);
  }
});
