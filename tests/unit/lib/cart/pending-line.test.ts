import {
  PENDING_LINE_KEPT_MS,
  keepPendingLine,
  takePendingLine,
  type PendingLine,
} from "@/lib/cart/pending-line";
import { TAB_KEYS } from "@/lib/stores/tab-storage";
import { KEPT_CAKE, KEPT_CAKE_PAGE } from "../../support/cart-fixtures";

const cake = KEPT_CAKE;
const page = KEPT_CAKE_PAGE;
const now = Date.parse("2026-11-28T12:00:00Z");

beforeEach(() => sessionStorage.clear());

test("a choice kept on a page comes back, once, to a login that returns there", () => {
  keepPendingLine(cake, page, now);
  expect(takePendingLine(page, now + 60_000)).toEqual(cake);
  expect(takePendingLine(page, now + 60_000)).toBeNull();
});

test("a login that returns to another page adds nothing, and the choice is forgotten", () => {
  keepPendingLine(cake, page, now);
  expect(takePendingLine("/wishlist", now)).toBeNull();
  expect(sessionStorage.getItem(TAB_KEYS.pendingCartLine)).toBeNull();
  expect(takePendingLine(page, now)).toBeNull();
});

test("a choice older than the time it is kept for is not added", () => {
  keepPendingLine(cake, page, now);
  expect(takePendingLine(page, now + PENDING_LINE_KEPT_MS + 1)).toBeNull();
  keepPendingLine(cake, page, now);
  expect(takePendingLine(page, now + PENDING_LINE_KEPT_MS)).toEqual(cake);
});

test("a plain product without delivery or gift keeps just its id and quantity", () => {
  const plain: PendingLine = { productId: "mug-1", quantity: 1, delivery: null, gift: {} };
  keepPendingLine(plain, "/products/mug-1", now);
  expect(takePendingLine("/products/mug-1", now)).toEqual(plain);
});

test.each([
  ["not JSON", "{"],
  ["no product", JSON.stringify({ ...cake, productId: "", from: page, keptAt: now })],
  [
    "a photo that is not an id",
    JSON.stringify({
      ...cake,
      gift: { personalisation: { cakeMessage: "", cardMessage: "", photos: [7] } },
      from: page,
      keptAt: now,
    }),
  ],
  ["a time from the future", JSON.stringify({ ...cake, from: page, keptAt: now + 60_000 })],
])("what another tab version or a hand left there (%s) is ignored", (_case, raw) => {
  sessionStorage.setItem(TAB_KEYS.pendingCartLine, raw);
  expect(takePendingLine(page, now)).toBeNull();
  expect(sessionStorage.getItem(TAB_KEYS.pendingCartLine)).toBeNull();
});
