// The JavaScript each page ships, against a running shop (the bench's JS group on its own):
//   node bench/page-weight.mjs http://127.0.0.1:3000 [/path …]
// Counts the scripts the page's HTML references, less the nomodule polyfill, as served gzip.
import { measurePageJs } from "./lib/js-weight.mjs";

const base = (process.argv[2] || "http://127.0.0.1:3000").replace(/\/+$/, "");
const paths = process.argv.slice(3);
if (paths.length === 0) {
  paths.push("/", "/productlist", "/search-results?query=cake");
  const html = await (await fetch(`${base}/productlist`)).text();
  const product = /href="(\/products\/[A-Za-z0-9_-]+)"/.exec(html)?.[1];
  if (product) paths.splice(2, 0, product);
}

console.log("page\tscripts\tJS gzip kB\tJS raw kB\tlargest chunks (gzip kB)");
for (const pagePath of paths) {
  const page = await measurePageJs(base, pagePath);
  const top = page.chunks
    .slice(0, 3)
    .map((chunk) => `${chunk.src.split("/").pop()} ${chunk.gzipKB}`)
    .join(", ");
  console.log(`${pagePath}\t${page.scripts}\t${page.jsGzipKB}\t${page.jsRawKB}\t${top}`);
}
