import type { PageType } from "@giftshop/shared/observability/vitals";

const FIRST_SEGMENT: Record<string, PageType> = {
  productlist: "list",
  subcategory: "list",
  "list-view": "list",
  "search-results": "search",
  login: "account",
  myProfile: "account",
  orders: "account",
  wishlist: "account",
  addaddress: "account",
  "email-verify": "account",
  Reset_pass: "account",
  cartlist: "checkout",
  ordersummery: "checkout",
  payment: "checkout",
  "payment-success": "checkout",
  "order-success": "checkout",
};

/**
 * The page type a path's vitals are grouped under (docs/operations.md "Web Vitals"): from the
 * route, never the path itself, so no product id or search text leaves the browser.
 */
export function pageTypeOf(pathname: string): PageType {
  const [first = "", second] = pathname.split("/").filter(Boolean);
  if (first === "") return "home";
  if (first === "products") return second ? "product" : "list";
  if (first === "pincode-view" || first === "variant-view") return "product";
  return FIRST_SEGMENT[first] ?? "other";
}
