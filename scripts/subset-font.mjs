/**
 * Writes the shop's text font, app/_fonts/inter-shop.woff2, from @fontsource-variable/inter's
 * Latin file: the same characters (the package's own "latin" unicode range), the weight axis
 * narrowed to what the shop draws (400 to 800: body text to the logo's extrabold), and only the
 * OpenType features the shop uses (kerning, ligatures, marks, and tabular figures for
 * `tabular-nums`). 48 kB becomes 29 kB: the font is preloaded by every page, ahead of its
 * scripts and its largest picture on a phone's link (docs/performance.md "The text font").
 * The output is committed; rerun after upgrading the package:
 *
 *   node scripts/subset-font.mjs
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const PACKAGE = path.dirname(require.resolve("@fontsource-variable/inter/package.json"));
const SOURCE = path.join(PACKAGE, "files", "inter-latin-wght-normal.woff2");

export const SHOP_FONT = fileURLToPath(new URL("../app/_fonts/inter-shop.woff2", import.meta.url));
/** The weights the shop's classes ask for: font-normal to font-extrabold. */
export const SHOP_WEIGHTS = { min: 400, max: 800 };
/** Kerning, the default ligatures and contextual forms, marks, and `tabular-nums`. */
const KEPT_FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "tnum"];

/** The characters of a CSS unicode-range ("U+0000-00FF,U+0131,…"), as one string. */
export function charactersOf(unicodeRange) {
  let text = "";
  for (const part of unicodeRange.split(",")) {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code++) {
      text += String.fromCodePoint(code);
    }
  }
  return text;
}

/** The package's Latin range, as its own unicode.json states it. */
export function latinRange() {
  const ranges = JSON.parse(fs.readFileSync(path.join(PACKAGE, "unicode.json"), "utf8"));
  return ranges.latin;
}

/** The shop's font, made from the installed package. */
export function shopFont() {
  return subsetFont(fs.readFileSync(SOURCE), charactersOf(latinRange()), {
    targetFormat: "woff2",
    keepFeatures: KEPT_FEATURES,
    variationAxes: { wght: SHOP_WEIGHTS },
  });
}

async function main() {
  const font = await shopFont();
  fs.mkdirSync(path.dirname(SHOP_FONT), { recursive: true });
  fs.writeFileSync(SHOP_FONT, font);
  const before = fs.statSync(SOURCE).size;
  console.log(`${path.relative(process.cwd(), SHOP_FONT)}: ${font.length} bytes (from ${before})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
