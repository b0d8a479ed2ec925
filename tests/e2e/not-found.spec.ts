import { expect, test } from "@playwright/test";

// A 404 carries its page in the HTML itself, read here with no JavaScript at all: a shopper
// on a slow phone, a crawler or a screen reader gets the not-found page before (or without)
// the scripts, not an empty body that only the client payload fills in.

const PAGE_HEADING = "We couldn&#x27;t find that page";
const GIFT_HEADING = "This gift is no longer available";

const NOT_FOUND = [
  // Top-level paths the recipient route (/wife, /mother, …) must not take for its own.
  ["/no-such-page", PAGE_HEADING],
  ["/Mother", PAGE_HEADING],
  // A product id of the backend's shape that no product has, one it does not know, and one
  // that cannot be an id.
  ["/products/ffffffffffffffffffffffff", GIFT_HEADING],
  ["/products/not-an-id", GIFT_HEADING],
  ["/products/bad%20id!", GIFT_HEADING],
  // A subcategory id of the backend's shape that the menu does not hold, and a malformed one.
  ["/subcategory/000000000000000000000000", PAGE_HEADING],
  ["/subcategory/no-such-subcategory", PAGE_HEADING],
] as const;

for (const [path, heading] of NOT_FOUND) {
  test(`${path} answers 404 with the not-found page in its HTML`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    // The heading as an element in the document, not as text inside the client payload.
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Go to the home page<\/a>/);
    expect(html).not.toContain('id="__next_error__"');
    // The shop around it: the root layout's skip link and the robots rule.
    expect(html).toContain("Skip to content");
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
  });
}

test("a page that exists is not taken for unknown", async ({ request }) => {
  for (const path of ["/wife", "/faqs", "/order-tracking"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
});
