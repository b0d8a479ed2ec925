import { lineKey } from "@giftshop/shared/gifting";
import { cartTotals } from "@/lib/cart/lines";
import { QUANTITY_SETTLE_MS, preloadCartEngine, useCart } from "@/lib/stores/cart";
import { useCounts } from "@/lib/stores/counts";
import { useSession } from "@/lib/stores/session";
import { toast } from "@/lib/toast";
import { answer, callsTo, routeFetch } from "../../support/cart-fixtures";
import { CAKE_ID, HALF_KG, ONE_KG, giftCake, giftLine, message } from "../../support/gift-fixtures";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const asha = { id: "u1", name: "Asha Rao", email: "asha@example.in", isAccountVerify: true };
const forAsha = giftLine(HALF_KG, message("Happy birthday Asha"), 1);
const forRavi = giftLine(HALF_KG, message("Happy birthday Ravi"), 2);

const shown = () =>
  useCart.getState().lines.map((line) => [line.personalisation?.cakeMessage, line.quantity]);

async function seed(routes: Parameters<typeof routeFetch>[0] = {}, lines = [forAsha, forRavi]) {
  const fetchMock = routeFetch({
    "GET /api/cart": () => answer(200, { lines }),
    "GET /api/wishlist": () => answer(200, { items: [] }),
    ...routes,
  });
  await useCart.getState().load();
  return fetchMock;
}

// The cart's code loads once, when the shopper first reaches for a cart action; these tests
// are about what each action then does, which shows at once.
beforeAll(() => preloadCartEngine());

beforeEach(() => {
  jest.useRealTimers();
  jest.mocked(toast.error).mockReset();
  jest.spyOn(console, "error").mockImplementation(() => {});
  useSession.setState({ status: "authenticated", user: asha });
  useCart.getState().reset();
});
afterEach(() => jest.restoreAllMocks());

describe("two cakes of one product with different messages", () => {
  test("stay two lines, and the badge counts both", async () => {
    await seed();
    expect(forAsha.key).not.toBe(forRavi.key);
    expect(shown()).toEqual([
      ["Happy birthday Asha", 1],
      ["Happy birthday Ravi", 2],
    ]);
    expect(useCounts.getState().cart).toBe(3);
  });

  test("a quantity change on one leaves the other, and names its line to the server", async () => {
    jest.useFakeTimers();
    const fetchMock = await seed({
      "PUT /api/cart": () => answer(200, { lines: [forAsha, { ...forRavi, quantity: 3 }] }),
    });
    useCart.getState().setQuantity(forRavi.key, 3);
    expect(shown()).toEqual([
      ["Happy birthday Asha", 1],
      ["Happy birthday Ravi", 3],
    ]);
    await jest.advanceTimersByTimeAsync(QUANTITY_SETTLE_MS);
    expect(callsTo(fetchMock, "PUT /api/cart")).toEqual([
      { productId: CAKE_ID, line: forRavi.key, quantity: 3 },
    ]);
    expect(shown()).toEqual([
      ["Happy birthday Asha", 1],
      ["Happy birthday Ravi", 3],
    ]);
  });

  test("removing one removes only it, by its key", async () => {
    const fetchMock = await seed({
      [`DELETE /api/cart/${forAsha.key}`]: () => answer(200, { lines: [forRavi] }),
    });
    const removing = useCart.getState().remove(forAsha.key);
    expect(shown()).toEqual([["Happy birthday Ravi", 2]]);
    await expect(removing).resolves.toBe(true);
    expect(callsTo(fetchMock, `DELETE /api/cart/${forAsha.key}`)).toHaveLength(1);
  });

  test("a delivery is set on its line only", async () => {
    const fetchMock = await seed({
      "PUT /api/cart/delivery": () => answer(200, { lines: [forAsha, forRavi] }),
    });
    await useCart.getState().setDelivery(forAsha.key, { pincode: "560038" });
    expect(callsTo(fetchMock, "PUT /api/cart/delivery")).toEqual([
      { productId: CAKE_ID, line: forAsha.key, delivery: { pincode: "560038" } },
    ]);
  });
});

/**
 * Waits for gifting's helpers, which the store loads with the first gift added (so pages that
 * never add one do not ship them): the line then shows before the server answers.
 */
async function giftHelpersLoaded() {
  await import("@/lib/cart/gift-body");
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe("add with a gift choice", () => {
  test("shows the line at once under its key, at its variant's price, and sends the choice", async () => {
    const fetchMock = await seed({ "POST /api/cart": () => new Promise(() => {}) }, []);
    void useCart.getState().add({
      product: giftCake,
      gift: {
        variant: ONE_KG,
        // Typed with stray spaces and a line break: stored (and keyed) as the backend stores it.
        personalisation: { cakeMessage: "  Happy\nbirthday  ", cardMessage: "", photos: [] },
      },
    });
    await giftHelpersLoaded();

    const [line] = useCart.getState().lines;
    const stored = { cakeMessage: "Happy birthday", cardMessage: "", photos: [] };
    expect(line?.key).toBe(lineKey(CAKE_ID, "1kg", stored));
    expect(line?.variant).toEqual(ONE_KG);
    expect(line?.personalisation).toEqual(stored);
    expect(cartTotals(useCart.getState().lines).total).toBe(1099);
    expect(callsTo(fetchMock, "POST /api/cart")).toEqual([
      { productId: CAKE_ID, quantity: 1, variantId: "1kg", personalisation: stored },
    ]);
  });

  test("the same choice adds to its line; another message is another line", async () => {
    await seed({ "POST /api/cart": () => new Promise(() => {}) });
    void useCart.getState().add({
      product: giftCake,
      gift: {
        variant: HALF_KG,
        personalisation: { cakeMessage: "Happy birthday Asha", cardMessage: "", photos: [] },
      },
    });
    void useCart.getState().add({
      product: giftCake,
      gift: {
        variant: HALF_KG,
        personalisation: { cakeMessage: "Happy anniversary", cardMessage: "", photos: [] },
      },
    });
    await giftHelpersLoaded();
    expect(shown()).toEqual([
      ["Happy birthday Asha", 2],
      ["Happy birthday Ravi", 2],
      ["Happy anniversary", 1],
    ]);
  });

  test("a photo gift shows the uploads' descriptions it was handed", async () => {
    await seed({ "POST /api/cart": () => new Promise(() => {}) }, []);
    const photo = { id: "b00000000000000000000001", width: 800, height: 600, lowResolution: true };
    void useCart.getState().add({
      product: giftCake,
      gift: {
        variant: null,
        personalisation: {
          cakeMessage: "",
          cardMessage: "",
          photos: [photo.id],
          photoRefs: [photo],
        },
      },
    });
    await giftHelpersLoaded();
    expect(useCart.getState().lines[0]?.personalisation?.photos).toEqual([photo]);
  });

  test("a refusal is handed to the caller besides the toast", async () => {
    await seed(
      {
        "POST /api/cart": () => answer(400, { error: "Please choose one of this gift's options." }),
      },
      [],
    );
    const refused = jest.fn();
    const adding = useCart.getState().add({ product: giftCake, onRefused: refused });
    await expect(adding).resolves.toBe(false);
    expect(refused).toHaveBeenCalledWith("Please choose one of this gift's options.");
    expect(toast.error).toHaveBeenCalledWith("Please choose one of this gift's options.");
    expect(useCart.getState().lines).toEqual([]);
  });
});

describe("editLine", () => {
  test("sends the line's new choice and shows the server's lines", async () => {
    const edited = giftLine(ONE_KG, message("Happy birthday Asha"), 1);
    const fetchMock = await seed({
      "PUT /api/cart/line": () => answer(200, { lines: [edited, forRavi] }),
    });
    await expect(
      useCart.getState().editLine(forAsha.key, {
        variant: ONE_KG,
        personalisation: { cakeMessage: "Happy birthday Asha", cardMessage: "", photos: [] },
      }),
    ).resolves.toBeNull();
    expect(callsTo(fetchMock, "PUT /api/cart/line")).toEqual([
      {
        line: forAsha.key,
        variantId: "1kg",
        personalisation: { cakeMessage: "Happy birthday Asha", cardMessage: "", photos: [] },
      },
    ]);
    expect(useCart.getState().lines.map((line) => line.key)).toEqual([edited.key, forRavi.key]);
  });

  test("a refusal resolves to the shop's words and leaves the cart as it was", async () => {
    await seed({
      "PUT /api/cart/line": () =>
        answer(400, { error: "The message on the cake can be at most 30 characters." }),
    });
    await expect(
      useCart.getState().editLine(forAsha.key, { variant: HALF_KG, personalisation: null }),
    ).resolves.toBe("The message on the cake can be at most 30 characters.");
    expect(shown()).toEqual([
      ["Happy birthday Asha", 1],
      ["Happy birthday Ravi", 2],
    ]);
  });
});
