/**
 * The storefront on a backend that speaks only the core calls of docs/contract.md
 * (docs/backend-contract.md "Extensions the storefront uses"): the same catalogue served by the
 * reference backend in full mode and in contract mode (BACKEND_PROFILE=contract, every extension
 * ignored), and the list pages a shopper opens rendered against each. For every search, filter,
 * subcategory, recipient, sort and page the shopper sees the same products, in the same order, with
 * the same counts and price range; the search box suggests the same products.
 *
 * The pages are the app's own server components, rendered down to the list they show
 * (CatalogueList's props: what the grid, the "Showing x–y of N" line, the pager, the price
 * slider and the category checkboxes are drawn from).
 */
import type { AddressInfo } from "node:net";
import http from "node:http";
import { isValidElement, type ReactNode } from "react";
import { NextRequest } from "next/server";
import { createApp } from "@/backend/src/app";
import { createMailer } from "@/backend/src/mail";
import { applyCatalogue } from "@/backend/src/seed/apply";
import { generateCatalogue } from "@/backend/src/seed/generate";
import { createTestApp, type TestApp } from "@/backend/src/test/test-app";
import { GET as suggestionsRoute } from "@/app/api/search/route";
import SubcategoryPage from "@/app/(lists)/subcategory/[id]/page";
import RecipientPage from "@/app/(lists)/[recipient]/page";
import { CatalogueList } from "@/components/catalogue/catalogue-list";
import { ProductListScreen } from "@/components/catalogue/product-list-screen";
import { SearchResultsScreen } from "@/components/catalogue/search-results-screen";
import { forgetBackendCapabilities } from "@/lib/backend/capabilities";
import { forgetLocalCatalogue } from "@/lib/backend/local-catalogue";
import { RECIPIENT_SLUGS } from "@giftshop/shared/recipients";

jest.mock("next/headers", () => jest.requireActual("./support/next-request").nextHeaders);

/**
 * The shop's own default catalogue: 360 products over every category, subcategory and
 * recipient page, so that pages, sorts and the recipient mapping all have work to do.
 */
const CATALOGUE = generateCatalogue();

type Mode = "full" | "contract";
let mode: Mode = "full";
let t: TestApp;
let server: http.Server;
let apps: Record<Mode, { fetch: (request: Request) => Response | Promise<Response> }>;

beforeAll(async () => {
  t = await createTestApp({ seedFixture: false });
  await applyCatalogue(t.database.db, CATALOGUE);
  const contract = createApp({
    db: t.database.db,
    uploadsDir: t.uploadsDir,
    mailer: createMailer({ from: "Uphaar <test@uphaar.example>", outboxDir: t.outboxDir }),
    paymentProvider: t.payments,
    profile: "contract",
  });
  apps = { full: t.app, contract };
  // One address for the storefront; which backend answers behind it is the test's choice.
  server = http.createServer(async (request, response) => {
    const answer = await apps[mode].fetch(
      new Request(`http://backend${request.url ?? "/"}`, { method: request.method }),
    );
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  Object.assign(process.env, {
    BACKEND_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    SITE_URL: "http://localhost:3000",
    AUTH_SECRET: "contract-mode-suite-session-secret-0123456789",
  });
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** Switches the backend and makes the storefront find out afresh what it honours. */
function switchTo(next: Mode) {
  mode = next;
  forgetBackendCapabilities();
  forgetLocalCatalogue();
}

/**
 * Renders async server components down to the first CatalogueList and returns what it
 * draws. Client components are never called: the list is reached through server ones only.
 */
async function listOf(node: ReactNode): Promise<Record<string, unknown>> {
  const found = await find(node);
  if (!found) throw new Error("the page rendered no product list");
  const props = found as {
    products: { id: string; title: string; price: number; oldPrice: number; discount: number }[];
    total: number;
    priceRange: unknown;
    categories?: unknown;
    emptyMessage: string;
    filter: unknown;
  };
  return {
    products: props.products.map(({ id, title, price, oldPrice, discount }) => ({
      id,
      title,
      price,
      oldPrice,
      discount,
    })),
    total: props.total,
    priceRange: props.priceRange,
    categories: props.categories,
    emptyMessage: props.emptyMessage,
    filter: props.filter,
  };
}

async function find(node: unknown): Promise<unknown> {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = await find(child);
      if (found) return found;
    }
    return null;
  }
  if (!isValidElement(node)) return null;
  const props = node.props as Record<string, unknown>;
  if (node.type === CatalogueList) return props;
  if (typeof node.type === "function" && node.type.constructor.name === "AsyncFunction") {
    return find(await (node.type as (p: unknown) => Promise<ReactNode>)(props));
  }
  return find(props.children);
}

type Query = Record<string, string>;
const search = (query: Query) => new URLSearchParams(query);

/** What the shopper sees on `render()` in full mode, then in contract mode. */
async function bothModes<T>(render: () => Promise<T>): Promise<Record<Mode, T>> {
  switchTo("full");
  const full = await render();
  switchTo("contract");
  const contract = await render();
  return { full, contract };
}

async function expectSamePage(render: () => Promise<Record<string, unknown>>) {
  const { full, contract } = await bothModes(render);
  expect(contract).toEqual(full);
  return full;
}

const categoryIds = CATALOGUE.categories.map((category) => category.id);
/** The subcategories the menu links (orphans have no page). */
const SHELVES = CATALOGUE.subcategories.filter((subcategory) => subcategory.categoryId);

test("the storefront finds out that the contract backend honours none of the extensions", async () => {
  switchTo("contract");
  const { backendCapabilities } = await import("@/lib/backend/capabilities");
  await expect(backendCapabilities()).resolves.toEqual({
    searchText: false,
    filterPaging: false,
    filterText: false,
    filterSubcategory: false,
    filterRecipient: false,
    searchRelevance: false,
    deliveryFilter: false,
  });
  switchTo("full");
  await expect(backendCapabilities()).resolves.toEqual({
    searchText: true,
    filterPaging: true,
    filterText: true,
    filterSubcategory: true,
    filterRecipient: true,
    searchRelevance: true,
    deliveryFilter: true,
  });
});

describe("search results", () => {
  // Every sort but relevance: relevance breaks ties by reviews, which a §7 list does not carry,
  // so its order may differ between backends while its products and counts do not (below).
  const cases: Record<string, string>[] = [
    { query: "cake", sort: "newest" },
    { query: "cake", sort: "newest", page: "2" },
    { query: "rose", sort: "price-asc" },
    { query: "rose", sort: "price-desc", page: "2" },
    { query: "men", sort: "discount-desc" },
    { query: "chocolate", min: "500", max: "1500", discount: "20", sort: "newest" },
    { query: "birthday cake for mom", sort: "price-asc" },
    { query: "rosse", sort: "newest" },
    { query: "zzqx no such gift" },
  ];
  test.each(cases)("%o", async (query) => {
    const page = await expectSamePage(async () =>
      listOf(await SearchResultsScreen({ searchParams: search(query) })),
    );
    if (query.query === "zzqx no such gift") {
      expect(page).toMatchObject({
        total: 0,
        emptyMessage: "No products found matching the query",
      });
    } else {
      expect(page.total).toBeGreaterThan(0);
    }
  });
});

describe("search results by relevance", () => {
  test.each(["cake", "bday cake for mom", "gulab", "chocolte"])(
    "%s: the same count and correction on both backends",
    async (query) => {
      const { full, contract } = await bothModes(async () => {
        const page = await listOf(await SearchResultsScreen({ searchParams: search({ query }) }));
        return { total: page.total, priceRange: page.priceRange };
      });
      expect(contract).toEqual(full);
      expect(full.total).toBeGreaterThan(0);
    },
  );
});

describe("the product list, filtered", () => {
  const cases = (): Query[] => [
    {},
    { page: "3" },
    { category: "Cakes" },
    { cat: `${categoryIds[0]},${categoryIds[2]}`, sort: "price-asc" },
    { min: "500", max: "2000", sort: "price-desc", page: "2" },
    { discount: "30", sort: "discount-desc" },
    { category: "Flowers", discount: "10", page: "2" },
  ];
  test("every filter, sort and page lists the same products and counts", async () => {
    for (const query of cases()) {
      const page = await expectSamePage(async () =>
        listOf(await ProductListScreen({ pathname: "/products", searchParams: search(query) })),
      );
      expect(page.total).toBeGreaterThan(0);
    }
  });
});

describe("subcategory pages", () => {
  test.each(SHELVES.map((shelf) => [shelf.name, shelf.id]))(
    "%s lists the same products, sorted and paged alike",
    async (_name, id) => {
      for (const query of [{}, { sort: "price-asc", page: "2" }] as Query[]) {
        await expectSamePage(async () =>
          listOf(
            await SubcategoryPage({
              params: Promise.resolve({ id }),
              searchParams: Promise.resolve(Object.fromEntries(search(query))),
            }),
          ),
        );
      }
    },
  );

  test("a subcategory's list is its own products, not the whole catalogue", async () => {
    switchTo("contract");
    const page = await listOf(
      await SubcategoryPage({
        params: Promise.resolve({ id: SHELVES[0]!.id }),
        searchParams: Promise.resolve({}),
      }),
    );
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThan(360);
  });
});

describe("recipient pages", () => {
  test.each([...RECIPIENT_SLUGS])("/%s", async (recipient) => {
    for (const query of [{}, { page: "2" }, { sort: "price-desc", discount: "20" }] as Query[]) {
      const page = await expectSamePage(async () =>
        listOf(
          await RecipientPage({
            params: Promise.resolve({ recipient }),
            searchParams: Promise.resolve(Object.fromEntries(search(query))),
          }),
        ),
      );
      if (Object.keys(query).length === 0) {
        expect(page.total).toBeGreaterThanOrEqual(12);
        expect(page.total).toBeLessThan(360);
      }
    }
  });
});

describe("search suggestions", () => {
  test.each(["cake", "Rose", "mug", "for him", "zzqx"])("%s", async (text) => {
    const suggest = async () => {
      const response = await suggestionsRoute(
        new NextRequest(`http://localhost:3000/api/search?q=${encodeURIComponent(text)}`),
      );
      const body = await response.text();
      return { status: response.status, body: JSON.parse(body) as unknown, bytes: body.length };
    };
    // As many suggestions, the same categories and correction. Which of many equal matches
    // fill the eight places may differ: relevance breaks ties by reviews, which a §7 list does
    // not carry (docs/search.md).
    const sameAnyOrder = async () => {
      const { status, body } = await suggest();
      const answer = body as { results: unknown[]; categories: unknown; corrected: unknown };
      return {
        status,
        count: answer.results.length,
        categories: answer.categories,
        corrected: answer.corrected,
      };
    };
    const { full, contract } = await bothModes(sameAnyOrder);
    expect(contract).toEqual(full);
    expect(full.status).toBe(200);
  });
});
