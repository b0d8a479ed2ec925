import { discountPercent, formatINR, totalDiscountPercent } from "@/lib/money";

describe("formatINR", () => {
  test("groups the Indian way with the rupee sign", () => {
    expect(formatINR(123456)).toBe("₹1,23,456");
    expect(formatINR(149)).toBe("₹149");
    expect(formatINR(9999)).toBe("₹9,999");
    expect(formatINR(10000000)).toBe("₹1,00,00,000");
  });
});

describe("discount percent", () => {
  test("is the rounded saving over the old price", () => {
    expect(discountPercent(599, 799)).toBe(25);
    expect(discountPercent(9999, 11999)).toBe(17);
    expect(discountPercent(499, 499)).toBe(0);
    expect(discountPercent(500, 0)).toBe(0);
    expect(discountPercent(600, 500)).toBe(0);
  });

  test("over a cart, it is the rounded saving over the old-price total", () => {
    expect(
      totalDiscountPercent([
        { price: 600, oldPrice: 1000, quantity: 1 },
        { price: 500, oldPrice: 500, quantity: 2 },
      ]),
    ).toBe(20);
  });
});
