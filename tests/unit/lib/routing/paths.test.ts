import {
  categoryPath,
  localPaymentPath,
  loginPath,
  orderTrackingPath,
  PATHS,
  productPath,
  recipientPath,
  searchResultsPath,
  subcategoryPath,
  successPath,
} from "@/lib/routing/paths";
import { TOP_LEVEL_FOLDERS } from "@/lib/routing/routes";

describe("route paths", () => {
  it("names only pages the app has", () => {
    const folders = new Set<string>(TOP_LEVEL_FOLDERS);
    for (const path of Object.values(PATHS)) {
      if (path === PATHS.home) continue;
      expect(folders).toContain(path.split("/")[1]);
    }
  });

  it("builds the catalogue's addresses, escaping what it is given", () => {
    expect(productPath("64f1a2b3c4d5e6f708192a3b")).toBe("/products/64f1a2b3c4d5e6f708192a3b");
    expect(productPath("a/b c")).toBe("/products/a%2Fb%20c");
    expect(categoryPath("Cakes & Bakes")).toBe("/products?category=Cakes%20%26%20Bakes");
    expect(subcategoryPath("sub 1")).toBe("/subcategory/sub%201");
    expect(recipientPath("mother")).toBe("/mother");
    expect(searchResultsPath("red roses & lilies")).toBe(
      "/search-results?query=red%20roses%20%26%20lilies",
    );
  });

  it("opens order tracking on an order only when there is an id", () => {
    expect(orderTrackingPath("o 1")).toBe("/order-tracking?orderId=o%201");
    expect(orderTrackingPath(null)).toBe("/order-tracking");
    expect(orderTrackingPath()).toBe("/order-tracking");
  });

  it("opens a success page on the order only when there is an id", () => {
    expect(successPath(PATHS.paymentSuccess, "o 1")).toBe("/payment-success?order=o%201");
    expect(successPath(PATHS.orderSuccess, null)).toBe("/order-success");
  });

  it("sends the shopper back where they were after logging in", () => {
    expect(loginPath()).toBe("/login");
    expect(loginPath(PATHS.orders)).toBe("/login?next=%2Forders");
    expect(loginPath(localPaymentPath("order_1"))).toBe(
      `/login?next=${encodeURIComponent("/payment/local?order=order_1")}`,
    );
  });
});
