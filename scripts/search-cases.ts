/**
 * The table of shopper queries (packages/shared/src/search/search-cases.ts) over the seeded
 * catalogue: `npm run search:cases` judges every case by today's rule (the contract's substring,
 * newest first) and by local mode (parseSearch, price as a filter, SearchIndex top 10), and with
 * `--backend URL` by full mode too (that backend's own search over HTTP, as the storefront asks
 * it). It writes the table into docs/search.md. `--write-fixture` (with `--backend`) first
 * rewrites tests/fixtures/search-catalogue.json from that backend's product list.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { parseSearch } from "../packages/shared/src/search/query";
import {
  SEARCH_CASES,
  evaluateCases,
  expectedCount,
  isFound,
  type CaseProduct,
} from "../packages/shared/src/search/search-cases";

const ROOT = path.resolve(__dirname, "..");
const FIXTURE = path.join(ROOT, "tests/fixtures/search-catalogue.json");
const DOC = path.join(ROOT, "docs/search.md");
const START = "<!-- cases:start -->";
const END = "<!-- cases:end -->";

const named = z.object({ name: z.string() }).nullish();
const listedProduct = z.object({
  title: z.string(),
  price: z.number(),
  type: z.string().nullish(),
  flavor: z.string().nullish(),
  recipients: z.array(z.string()).nullish(),
  rating: z.object({ count: z.number().nullish() }).nullish(),
  categoryname: named,
  subcategory: named,
});
const filterAnswer = z.object({ data: z.array(listedProduct), total: z.number() });

const toCaseProduct = (p: z.infer<typeof listedProduct>): CaseProduct => ({
  title: p.title,
  categoryName: p.categoryname?.name ?? "",
  subcategoryName: p.subcategory?.name ?? "",
  type: p.type ?? "",
  flavor: p.flavor ?? "",
  recipients: p.recipients ?? [],
  price: p.price,
  popularity: p.rating?.count ?? 0,
});

async function filter(backend: string, params: Record<string, string>) {
  const url = new URL(`/api/product/filter?${new URLSearchParams(params)}`, backend);
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return filterAnswer.parse(await answer.json());
}

/** The backend's whole approved catalogue, newest first (the fixture). */
async function fetchCatalogue(backend: string): Promise<CaseProduct[]> {
  const products: CaseProduct[] = [];
  for (let page = 1; ; page++) {
    const answer = await filter(backend, { sort: "newest", limit: "100", page: String(page) });
    products.push(...answer.data.map(toCaseProduct));
    if (answer.data.length === 0 || products.length >= answer.total) break;
  }
  return products;
}

/** Full mode: each case as the storefront asks a backend that searches, the top 10 it answers. */
async function fullMode(backend: string, products: readonly CaseProduct[]) {
  const found = new Map<string, boolean>();
  for (const c of SEARCH_CASES) {
    const intent = parseSearch(c.query);
    const params: Record<string, string> = { sort: "relevance", limit: "10" };
    if (intent.text) params.q = intent.text;
    if (intent.minPrice !== undefined) params.minPrice = String(intent.minPrice);
    if (intent.maxPrice !== undefined) params.maxPrice = String(intent.maxPrice);
    const answer = await filter(backend, params);
    found.set(c.query, isFound(c, answer.data.map(toCaseProduct), expectedCount(c, products)));
  }
  return found;
}

const percent = (share: number) => `${Math.round(share * 100)} %`;
const yesNo = (found: boolean | undefined) => (found === undefined ? "—" : found ? "yes" : "no");

async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf("--backend");
  const backend = at === -1 ? undefined : args[at + 1];
  if (at !== -1 && !backend) throw new Error("--backend needs a URL");
  if (args.includes("--write-fixture")) {
    if (!backend) throw new Error("--write-fixture needs --backend URL");
    const products = await fetchCatalogue(backend);
    await writeFile(FIXTURE, `${JSON.stringify(products, null, 2)}\n`);
    console.log(`wrote ${products.length} products to ${path.relative(ROOT, FIXTURE)}`);
  }
  const products = JSON.parse(await readFile(FIXTURE, "utf8")) as CaseProduct[];
  const { results, todayShare, nowShare } = evaluateCases(SEARCH_CASES, products);
  const full = backend ? await fullMode(backend, products) : undefined;
  if (!full) console.log("full mode not measured: give --backend URL of a running backend");
  const fullShare = full && [...full.values()].filter(Boolean).length / SEARCH_CASES.length;

  const rows = results.map(
    (r) =>
      `| ${r.query} | ${r.kind} | ${yesNo(r.today)} | ${yesNo(r.now)} | ${yesNo(full?.get(r.query))} | ${(r.top ?? "—").replace(/\|/g, "\\|")} |`,
  );
  const shares = [
    `today **${percent(todayShare)}**`,
    `local **${percent(nowShare)}**`,
    `full **${fullShare === undefined ? "not measured" : percent(fullShare)}**`,
  ].join(", ");
  const table = [
    `${SEARCH_CASES.length} queries over the seeded catalogue (${products.length} products). Found in the top 10: ${shares}.`,
    "",
    "| Query | Kind | Today | Local | Full | First result, local |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows,
  ].join("\n");
  const doc = await readFile(DOC, "utf8");
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from === -1 || to === -1) throw new Error(`docs/search.md lacks ${START} … ${END}`);
  await writeFile(DOC, `${doc.slice(0, from + START.length)}\n\n${table}\n\n${doc.slice(to)}`);
  console.log(table);
  for (const r of results.filter((r) => !r.now)) console.log(`not found locally: ${r.query}`);
  for (const [query, found] of full ?? []) if (!found) console.log(`not found in full: ${query}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
