/**
 * The table of shopper queries (packages/shared/src/search/search-cases.ts) over the seeded
 * catalogue: `npm run search:cases` evaluates every case by today's rule (the contract's
 * substring, newest first) and by the search rules (parseSearch, price as a filter, SearchIndex
 * top 10) and writes the table into docs/search.md. With `--backend URL` it first (re)writes
 * the fixture tests/fixtures/search-catalogue.json from that backend's product list.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseSearch } from "../packages/shared/src/search/query";
import {
  SEARCH_CASES,
  evaluateCases,
  isExpected,
  isFound,
  type CaseProduct,
  type SearchCase,
} from "../packages/shared/src/search/search-cases";

const ROOT = path.resolve(__dirname, "..");
const FIXTURE = path.join(ROOT, "tests/fixtures/search-catalogue.json");
const DOC = path.join(ROOT, "docs/search.md");
const START = "<!-- cases:start -->";
const END = "<!-- cases:end -->";

interface ListedProduct {
  title: string;
  price: number;
  type?: string;
  flavor?: string;
  recipients?: string[];
  rating?: { count?: number };
  categoryname?: { name?: string } | null;
  subcategory?: { name?: string } | null;
}

const caseProduct = (p: ListedProduct): CaseProduct => ({
  title: p.title,
  categoryName: p.categoryname?.name ?? "",
  subcategoryName: p.subcategory?.name ?? "",
  type: p.type ?? "",
  flavor: p.flavor ?? "",
  recipients: p.recipients ?? [],
  price: p.price,
  popularity: p.rating?.count ?? 0,
});

async function fetchCatalogue(backend: string): Promise<CaseProduct[]> {
  const products: CaseProduct[] = [];
  for (let page = 1; ; page++) {
    const url = new URL(`/api/product/filter?sort=newest&limit=100&page=${page}`, backend);
    const answer = (await (await fetch(url)).json()) as { data: ListedProduct[]; total: number };
    products.push(...answer.data.map(caseProduct));
    if (answer.data.length === 0 || products.length >= answer.total) break;
  }
  return products;
}

/**
 * Whether the reference backend's own search (PostgreSQL, full profile) finds `c`: its top 10
 * for the words, by relevance, within the price the words named, as the storefront asks.
 */
async function backendFinds(backend: string, c: SearchCase, products: readonly CaseProduct[]) {
  const intent = parseSearch(c.query);
  const params = new URLSearchParams({
    categoryname: "",
    minPrice: String(intent.minPrice ?? 0),
    maxPrice: String(intent.maxPrice ?? 10000),
    discount: "",
    sort: intent.text ? "relevance" : "newest",
    limit: "10",
  });
  if (intent.text) params.set("q", intent.text);
  const answer = (await (
    await fetch(new URL(`/api/product/filter?${params}`, backend))
  ).json()) as {
    data: ListedProduct[];
  };
  const expected = products.filter((p) => isExpected(c, p)).length;
  return isFound(c, answer.data.map(caseProduct), expected);
}

const percent = (share: number) => `${Math.round(share * 100)} %`;

async function main() {
  const at = process.argv.indexOf("--backend");
  if (at !== -1) {
    const backend = process.argv[at + 1];
    if (!backend) throw new Error("--backend needs a URL");
    const products = await fetchCatalogue(backend);
    await writeFile(FIXTURE, `${JSON.stringify(products)}\n`);
    console.log(`wrote ${products.length} products to ${path.relative(ROOT, FIXTURE)}`);
  }
  const products = JSON.parse(await readFile(FIXTURE, "utf8")) as CaseProduct[];
  const { results, todayShare, nowShare } = evaluateCases(SEARCH_CASES, products);
  const backend = at !== -1 ? process.argv[at + 1] : undefined;
  const full = backend
    ? await Promise.all(SEARCH_CASES.map((c) => backendFinds(backend, c, products)))
    : null;
  const yes = (found: boolean | undefined) => (found === undefined ? "—" : found ? "yes" : "no");
  const rows = results.map(
    (r, i) =>
      `| ${r.query} | ${r.kind} | ${yes(r.today)} | ${yes(r.now)} | ${yes(full?.[i])} | ${(r.top ?? "—").replace(/\|/g, "\\|")} |`,
  );
  const fullShare = full ? full.filter(Boolean).length / full.length : null;
  const table = [
    `${SEARCH_CASES.length} queries over the seeded catalogue (${products.length} products). Found in the top 10: ` +
      `**today ${percent(todayShare)}**; now, in the storefront's index (every backend without its own search) ` +
      `**${percent(nowShare)}**` +
      (fullShare === null
        ? ""
        : `, in the reference backend's PostgreSQL search **${percent(fullShare)}**`) +
      ".",
    "",
    "| Query | Kind | Today | Now: index | Now: PostgreSQL | Top result now (index) |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows,
  ].join("\n");
  const doc = await readFile(DOC, "utf8");
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from === -1 || to === -1) throw new Error(`docs/search.md lacks ${START} … ${END}`);
  await writeFile(DOC, `${doc.slice(0, from + START.length)}\n\n${table}\n\n${doc.slice(to)}`);
  console.log(`today ${percent(todayShare)}, now ${percent(nowShare)}`);
  for (const r of results.filter((r) => !r.now))
    console.log(`not found now: ${r.query} → ${r.top}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
