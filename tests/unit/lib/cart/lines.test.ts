import { cartProductOf, cartTotals, clampQuantity, itemCount } from "@/lib/cart/lines";
import { line, product } from "../../support/cart-fixtures";

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
