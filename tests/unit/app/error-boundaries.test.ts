/**
 * Which error boundary each page gets (docs/storefront-decisions.md, "Error boundaries by kind
 * of page"): the nearest error.tsx above its page.tsx, as Next picks it. Every product list
 * shows the list's apology, every account page the account's, and the product page and its twins
 * the product's, wherever the page sits.
 */
import fs from "node:fs";
import path from "node:path";
import AccountBoundary from "@/app/(account)/error";
import ListBoundary from "@/app/(lists)/error";
import { AccountError } from "@/components/account/account-error";
import { ListError } from "@/components/catalogue/list-error";

const APP = path.join(process.cwd(), "app");

function pagesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "api" ? [] : pagesUnder(full);
    return entry.name === "page.tsx" ? [full] : [];
  });
}

/** The `file` (error.tsx, not-found.tsx) nearest above `page`, relative to app/. */
function boundaryOf(page: string, file = "error.tsx"): string {
  for (let dir = path.dirname(page); dir.startsWith(APP); dir = path.dirname(dir)) {
    const candidate = path.join(dir, file);
    if (fs.existsSync(candidate)) return path.relative(APP, candidate);
  }
  throw new Error(`no ${file} above ${page}`);
}

/** A page's address, route groups left out: app/(lists)/productlist/page.tsx is /productlist. */
const addressOf = (page: string) =>
  `/${path
    .relative(APP, path.dirname(page))
    .split(path.sep)
    .filter((segment) => segment && !segment.startsWith("("))
    .join("/")}`;

const boundaries = new Map(pagesUnder(APP).map((page) => [addressOf(page), boundaryOf(page)]));
const notFoundPages = new Map(
  pagesUnder(APP).map((page) => [addressOf(page), boundaryOf(page, "not-found.tsx")]),
);

test("the group boundaries are the list's and the account's", () => {
  expect(ListBoundary).toBe(ListError);
  expect(AccountBoundary).toBe(AccountError);
});

test.each([
  "/productlist",
  "/products",
  "/search-results",
  "/subcategory/[id]",
  "/[recipient]",
  "/list-view/[route]/[key]",
])("the list %s shows the list's apology", (address) => {
  expect(boundaries.get(address)).toBe(path.join("(lists)", "error.tsx"));
});

test.each(["/login", "/email-verify", "/myProfile", "/addaddress", "/orders", "/wishlist"])(
  "the account page %s shows the account's error",
  (address) => {
    expect(boundaries.get(address)).toBe(path.join("(account)", "error.tsx"));
  },
);

test.each(["/products/[id]", "/variant-view/[id]/[variant]", "/pincode-view/[id]/[pin]"])(
  "the product page %s shows the product's error",
  (address) => {
    expect(boundaries.get(address)).toBe(path.join("(product)", "error.tsx"));
    // The gift's own 404 page, which the browser shows when the page's notFound() reaches it.
    expect(notFoundPages.get(address)).toBe(path.join("(product)", "not-found.tsx"));
  },
);
