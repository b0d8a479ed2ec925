import {
  cartProductOf,
  cartTotals,
  clampQuantity,
  itemCount,
  unitOldPrice,
  unitPrice,
} from "@/lib/cart/lines";
import { line, product } from "../../support/cart-fixtures";
import { HALF_KG, ONE_KG, giftLine } from "../../support/gift-fixtures";

test("quantities stay whole numbers from 1 to 10", () => {
  expect([0, -3, 1, 4.6, 10, 11, Number.NaN].map(clampQuantity)).toEqual([1, 1, 1, 5, 10, 10, 1]);
});

test("the totals: old-price sum, discount, amount payable and item count", () => {
  const lines = [line(product("a", 450, 500), 2), line(product("b", 800, 1000), 1)];
  expect(cartTotals(lines)).toEqual({ items: 3, oldTotal: 2000, discount: 300, total: 1700 });
  expect(itemCount(lines)).toBe(3);
  expect(cartTotals([])).toEqual({ items: 0, oldTotal: 0, discount: 0, total: 0 });
});

test("an old price below the price never shows as a negative discount", () => {
  expect(cartTotals([line(product("a", 500, 400), 2)])).toMatchObject({
    oldTotal: 1000,
    discount: 0,
    total: 1000,
  });
});

test("a card's summary becomes a cart product, with the title standing in for the name", () => {
  const full = product("a", 450, 500);
  const summary = { ...full, name: undefined, brand: undefined, sellerId: undefined };
  expect(cartProductOf(summary)).toEqual({ ...full, name: full.title, brand: "", sellerId: "" });
});

describe("a gift line's price is its variant's (docs/gifting.md)", () => {
  test("unitPrice and the totals use the variant's price and old price", () => {
    const oneKg = giftLine(ONE_KG, null, 2);
    const plain = line(product("b", 800, 1000), 1);
    expect(unitPrice(oneKg)).toBe(1099);
    expect(unitOldPrice(oneKg)).toBe(1299);
    expect(unitPrice(plain)).toBe(800);
    expect(cartTotals([oneKg, plain])).toEqual({
      items: 3,
      oldTotal: 2 * 1299 + 1000,
      discount: 2 * 200 + 200,
      total: 2 * 1099 + 800,
    });
  });

  test("two lines of one product at two variants are priced apart", () => {
    expect(cartTotals([giftLine(HALF_KG, null, 1), giftLine(ONE_KG, null, 1)]).total).toBe(
      599 + 1099,
    );
  });
});
