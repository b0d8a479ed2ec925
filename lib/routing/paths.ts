/**
 * The storefront's own addresses. Every link, redirect, sitemap entry, canonical URL and
 * JSON-LD URL takes its path from here, so a page that moves is changed in one place. Plain
 * functions without run-time imports: server pages and client islands alike use them. Each path
 * is typed against the route table's folders (lib/routing/routes.ts).
 */
import type { PagePath } from "@/lib/routing/routes";

/** The pages without parameters, by what they are for. */
export const PATHS = {
  home: "/",
  productList: "/productlist",
  products: "/products",
  searchResults: "/search-results",
  cart: "/cartlist",
  /** Candles, cards and chocolates to add before the address (docs/gifting.md). */
  addOns: "/cartlist/add-ons",
  wishlist: "/wishlist",
  addAddress: "/addaddress",
  orderSummary: "/ordersummery",
  orderSuccess: "/order-success",
  paymentSuccess: "/payment-success",
  localPayment: "/payment/local",
  orders: "/orders",
  orderTracking: "/order-tracking",
  profile: "/myProfile",
  login: "/login",
  resetPassword: "/Reset_pass",
  emailVerify: "/email-verify",
  feedback: "/feedback",
  helpCenter: "/help-center",
  faqs: "/faqs",
  contactUs: "/contact-us",
  bulkOrders: "/bulk-orders",
  shippingInfo: "/shipping-info",
  refundPolicy: "/refund-policy",
  supportPolicy: "/support-policy",
  termsAndConditions: "/terms-and-conditions",
  termsOfUse: "/terms-of-use",
  privacyPolicy: "/privacy-policy",
  disclaimer: "/disclaimer",
  /** Where a reminder mail's unsubscribe link lands (docs/after-the-order.md). */
  reminderUnsubscribe: "/reminders/unsubscribe",
} as const satisfies Record<string, PagePath>;

/** A product's page. */
export function productPath(id: string): string {
  return `${PATHS.products}/${encodeURIComponent(id)}`;
}

/** A category's product list, by the category's name: /products?category=…. */
export function categoryPath(name: string): string {
  return `${PATHS.products}?category=${encodeURIComponent(name)}`;
}

/** A subcategory's product list. */
export function subcategoryPath(id: string): string {
  return `/subcategory/${encodeURIComponent(id)}`;
}

/** A recipient's product list (/wife … /husband). */
export function recipientPath(slug: string): string {
  return `/${slug}`;
}

/** The search results for an already normalised query. */
export function searchResultsPath(query: string): string {
  return `${PATHS.searchResults}?query=${encodeURIComponent(query)}`;
}

/** The order-tracking page, opened on one order when its id is known. */
export function orderTrackingPath(orderId?: string | null): string {
  return orderId
    ? `${PATHS.orderTracking}?orderId=${encodeURIComponent(orderId)}`
    : PATHS.orderTracking;
}

/** The profile's occasion form, filled from one of the shopper's orders ("Remind me next year"). */
export function remindFromOrderPath(orderId: string): string {
  return `${PATHS.profile}?remindFrom=${encodeURIComponent(orderId)}#occasions`;
}

/** The local payment provider's page for one provider order. */
export function localPaymentPath(orderId: string): string {
  return `${PATHS.localPayment}?order=${encodeURIComponent(orderId)}`;
}

/** The login page, sending the shopper back to `next` (a path on this site) afterwards. */
export function loginPath(next?: string): string {
  return next ? `${PATHS.login}?next=${encodeURIComponent(next)}` : PATHS.login;
}

/** A success page (paid or cash on delivery), showing one order when its id is known. */
export function successPath(
  page: typeof PATHS.paymentSuccess | typeof PATHS.orderSuccess,
  orderId: string | null,
): string {
  return orderId ? `${page}?order=${encodeURIComponent(orderId)}` : page;
}
