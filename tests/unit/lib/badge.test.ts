import { countLabel, formatBadge } from "@/lib/badge";

describe("formatBadge", () => {
  test.each<[number, string]>([
    [0, ""],
    [-3, ""],
    [Number.NaN, ""],
    [1, "1"],
    [5, "5"],
    [99, "99"],
    [100, "99+"],
    [12345, "99+"],
  ])("%p shows %p", (count, shown) => {
    expect(formatBadge(count)).toBe(shown);
  });
});

describe("countLabel", () => {
  test("names the count for screen readers, and says nothing at 0", () => {
    expect(countLabel("Cart", 0)).toBe("Cart");
    expect(countLabel("Cart", 1)).toBe("Cart, 1 item");
    expect(countLabel("Wishlist", 3)).toBe("Wishlist, 3 items");
    expect(countLabel("Cart", 150)).toBe("Cart, 150 items");
  });
});
