import { pageTypeOf } from "@/lib/vitals/page-type";
import { vitalsSampleRate } from "@/lib/vitals/sample";

describe("pageTypeOf", () => {
  test.each([
    ["/", "home"],
    ["/products", "list"],
    ["/products/6651f0c2a1b2c3d4e5f60718", "product"],
    ["/variant-view/6651f0c2a1b2c3d4e5f60718/large", "product"],
    ["/productlist", "list"],
    ["/subcategory/6651f0c2a1b2c3d4e5f60718", "list"],
    ["/search-results", "search"],
    ["/myProfile", "account"],
    ["/orders", "account"],
    ["/login", "account"],
    ["/cartlist", "checkout"],
    ["/cartlist/add-ons", "checkout"],
    ["/ordersummery", "checkout"],
    ["/payment/local", "checkout"],
    ["/faqs", "other"],
    ["/for-her", "other"],
  ])("%s is a %s page", (pathname, type) => {
    expect(pageTypeOf(pathname)).toBe(type);
  });
});

describe("vitalsSampleRate", () => {
  test("is 10% in production and every load elsewhere unless configured", () => {
    expect(vitalsSampleRate(undefined, true)).toBe(0.1);
    expect(vitalsSampleRate(undefined, false)).toBe(1);
    expect(vitalsSampleRate("0.25", true)).toBe(0.25);
    expect(vitalsSampleRate("0", false)).toBe(0);
  });

  test("a value that is no share reports nothing", () => {
    expect(vitalsSampleRate("ten percent", true)).toBe(0);
    expect(vitalsSampleRate("1.5", true)).toBe(0);
    expect(vitalsSampleRate("-0.1", true)).toBe(0);
  });
});
