import { discountPercent, formatINR, totalDiscountPercent } from "@giftshop/shared/money";

describe("formatINR", () => {
  test("groups the Indian way with the rupee sign", () => {
    expect(formatINR(123456)).toBe("₹1,23,456");
    expect(formatINR(149)).toBe("₹149");
    expect(formatINR(9999)).toBe("₹9,999");
    expect(formatINR(10000000)).toBe("₹1,00,00,000");
  });

  test("writes exactly what Intl's en-IN rupee format writes, rounding and edges included", () => {
    // formatINR is hand-written to spare phones Intl's start-up; this keeps it Intl's twin.
    const intl = new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency: "INR",
      maximumFractionDigits: 0,
    });
    const values = [0, -0, 7, 999, 1000, 99999, 100000, 1e21, 0.5, 2.5, 999.5, -0.4, -1.5];
    values.push(-123456, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY);
    for (let digits = 1; digits <= 16; digits++) {
      values.push(
        10 ** digits - 1,
        10 ** (digits - 1) + 0.5,
        Number(String(digits).repeat(digits)),
      );
    }
    for (const value of values)
      expect([value, formatINR(value)]).toEqual([value, intl.format(value)]);
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
