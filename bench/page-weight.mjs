// Measures the JavaScript each main page ships: the gzip size of every script its server HTML
// references (next build no longer prints First Load JS). Usage, against a running shop:
//   node bench/page-weight.mjs http://127.0.0.1:3000 [/path …]
import { gzipSync } from "node:zlib";

const base = (process.argv[2] || "http://127.0.0.1:3000").replace(/\/+$/, "");

async function firstProductPath() {
  const html = await (await fetch(`${base}/productlist`)).text();
  const match = /href="(\/products\/[a-f0-9]{24})"/.exec(html);
  return match ? match[1] : null;
}

const paths = process.argv.slice(3);
if (paths.length === 0) {
  paths.push(
    "/",
    "/products?category=Cakes",
    "/search-results?query=roses",
    "/mother",
    "/feedback",
  );
  const product = await firstProductPath();
  if (product) paths.splice(2, 0, product);
}

const sizes = new Map();
async function gzipSize(src) {
  if (!sizes.has(src)) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    sizes.set(src, gzipSync(body, { level: 9 }).length);
  }
  return sizes.get(src);
}

console.log("page\tscripts\tJS gzip KB");
for (const path of paths) {
  const html = await (await fetch(`${base}${path}`)).text();
  const scripts = [
    ...new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"/g)].map((m) => m[1])),
  ];
  let total = 0;
  for (const src of scripts) total += await gzipSize(src);
  console.log(`${path}\t${scripts.length}\t${(total / 1024).toFixed(1)}`);
}
