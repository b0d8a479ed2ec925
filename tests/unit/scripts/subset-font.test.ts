/** @jest-environment node */
// The shop's text font is a subset of @fontsource-variable/inter made by scripts/subset-font.mjs
// and committed; app/layout.tsx preloads it on every page.
import fs from "node:fs";
import {
  charactersOf,
  latinRange,
  SHOP_FONT,
  SHOP_WEIGHTS,
  shopFont,
} from "../../../scripts/subset-font.mjs";

test("a unicode-range's singles and spans are read as their characters", () => {
  expect(charactersOf("U+0041-0043,U+20AC, U+2212")).toBe("ABC€−");
});

test("the subset keeps every character of the package's Latin file", () => {
  const characters = charactersOf(latinRange());
  // Basic Latin, Latin-1's accented letters, typographic quotes and dashes, the euro sign.
  for (const wanted of ["a", "Z", "0", "é", "ñ", "×", "—", "“", "’", "…", "€"]) {
    expect(characters).toContain(wanted);
  }
});

test("the committed font is the one the script makes from the installed package", async () => {
  // Fails when the package is upgraded (or the script changed) without running it again.
  const committed = fs.readFileSync(SHOP_FONT);
  expect(Buffer.compare(committed, await shopFont())).toBe(0);
  expect(committed.length).toBeLessThan(32 * 1024);
});

test("the layout declares the weights the font keeps", () => {
  // The @font-face's weight range must be the font's own axis, else bold text is synthesised.
  const layout = fs.readFileSync("app/layout.tsx", "utf8");
  expect(layout).toContain('src: "./_fonts/inter-shop.woff2"');
  expect(layout).toContain(`weight: "${SHOP_WEIGHTS.min} ${SHOP_WEIGHTS.max}"`);
});
