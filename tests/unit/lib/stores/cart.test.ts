import { act } from "@testing-library/react";
import { toast } from "@/lib/toast";
import { QUANTITY_SETTLE_MS, preloadCartEngine, useCart } from "@/lib/stores/cart";
import { useCounts } from "@/lib/stores/counts";
import { useSession } from "@/lib/stores/session";
import { answer, callsTo, deferred, line, product, routeFetch } from "../../support/cart-fixtures";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const cake = product("cake", 450, 500);
const roses = product("roses", 800, 1000);
const asha = { id: "u1", name: "Asha Rao", email: "asha@example.in", isAccountVerify: true };

const quantities = () => useCart.getState().lines.map((entry) => entry.quantity);

/** Loads a cart of `lines` and an empty wishlist, then routes the mutations given. */
async function seed(lines = [line(cake, 2)], routes: Parameters<typeof routeFetch>[0] = {}) {
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
  jest.mocked(toast.success).mockReset();
  jest.mocked(toast.error).mockReset();
  jest.spyOn(console, "error").mockImplementation(() => {});
  useSession.setState({ status: "authenticated", user: asha });
  useCart.getState().reset();
});

afterEach(() => jest.restoreAllMocks());

describe("load", () => {
  test("reads the cart and the wishlist in parallel and fills the badges", async () => {
    const fetchMock = routeFetch({
      "GET /api/cart": () => answer(200, { lines: [line(cake, 2), line(roses, 1)] }),
      "GET /api/wishlist": () => answer(200, { items: [roses] }),
    });
    const pending = useCart.getState().load();
    expect(useCart.getState().status).toBe("loading");
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await pending;

    expect(useCart.getState()).toMatchObject({ status: "ready", wishlist: [roses] });
    expect(quantities()).toEqual([2, 1]);
    // The cart badge counts items (2 cakes + 1 bouquet), the wishlist badge products.
    expect(useCounts.getState()).toMatchObject({ cart: 3, wishlist: 1 });
  });

  test("once ready it does not ask again unless forced", async () => {
    const fetchMock = await seed();
    await useCart.getState().load();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await useCart.getState().load({ force: true });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  test("a failed load is silent and leaves an error status to retry from", async () => {
    routeFetch({
      "GET /api/cart": () => answer(502, { error: "Could not load your cart." }),
      "GET /api/wishlist": () => answer(200, { items: [] }),
    });
    await useCart.getState().load();
    expect(useCart.getState().status).toBe("error");
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe("add", () => {
  test("shows the line at once, then keeps the server's lines and says 'Added to cart'", async () => {
    const post = deferred<Awaited<ReturnType<typeof answer>>>();
    const fetchMock = await seed([line(cake, 2)], { "POST /api/cart": () => post.promise });

    const adding = useCart.getState().add({ product: roses });
    expect(quantities()).toEqual([2, 1]);
    expect(useCounts.getState().cart).toBe(3);
    expect(callsTo(fetchMock, "POST /api/cart")).toEqual([{ productId: "roses", quantity: 1 }]);

    post.resolve(await answer(200, { lines: [line(cake, 2), line(roses, 1)] }));
    await expect(adding).resolves.toBe(true);
    expect(toast.success).toHaveBeenCalledWith("Added to cart");
    expect(quantities()).toEqual([2, 1]);
  });

  test("adding a product already there adds to its quantity", async () => {
    await seed([line(cake, 2)], { "POST /api/cart": () => new Promise(() => {}) });
    void useCart.getState().add({ product: cake });
    expect(quantities()).toEqual([3]);
  });

  test("a refusal takes the line back out and shows the server's message", async () => {
    await seed([line(cake, 2)], {
      "POST /api/cart": () => answer(400, { error: "This product is not available." }),
    });
    await expect(useCart.getState().add({ product: roses })).resolves.toBe(false);

    expect(quantities()).toEqual([2]);
    expect(useCounts.getState().cart).toBe(2);
    expect(toast.error).toHaveBeenCalledWith("This product is not available.");
    expect(toast.success).not.toHaveBeenCalled();
  });

  test("a network failure reverts too, with a generic message", async () => {
    await seed([line(cake, 2)], {
      "POST /api/cart": () => Promise.reject(new TypeError("Failed to fetch")),
    });
    await useCart.getState().add({ product: roses });
    expect(quantities()).toEqual([2]);
    expect(toast.error).toHaveBeenCalledWith("Could not add to your cart. Please try again.");
  });
});

describe("remove", () => {
  test("drops the line at once and puts it back when the server refuses", async () => {
    const refusal = deferred<Awaited<ReturnType<typeof answer>>>();
    await seed([line(cake, 2), line(roses, 1)], {
      "DELETE /api/cart/roses": () => refusal.promise,
    });

    const removing = useCart.getState().remove("roses");
    expect(quantities()).toEqual([2]);

    refusal.resolve(await answer(502, { error: "Could not remove it from your cart." }));
    await expect(removing).resolves.toBe(false);
    expect(useCart.getState().lines.map((entry) => entry.product.id)).toEqual(["cake", "roses"]);
    expect(toast.error).toHaveBeenCalledWith("Could not remove it from your cart.");
  });

  test("a failed request undoes only its own change, not a later one", async () => {
    const removal = deferred<Awaited<ReturnType<typeof answer>>>();
    await seed([line(cake, 2)], {
      "DELETE /api/cart/cake": () => removal.promise,
      "POST /api/cart": () => new Promise(() => {}),
    });
    const removing = useCart.getState().remove("cake");
    void useCart.getState().add({ product: roses });
    removal.resolve(await answer(502, { error: "Down" }));
    await removing;

    expect(useCart.getState().lines.map((entry) => entry.product.id)).toEqual(["cake", "roses"]);
  });
});

describe("toggleWishlist", () => {
  test("adds at once, keeps the refetched list the server answers, and toasts", async () => {
    const fetchMock = await seed([], {
      "POST /api/wishlist": () =>
        answer(200, { message: "Added to wishlist", items: [roses, cake] }),
    });
    const toggling = useCart.getState().toggleWishlist(cake);
    expect(useCart.getState().wishlist).toEqual([cake]);
    expect(useCounts.getState().wishlist).toBe(1);

    await expect(toggling).resolves.toBe(true);
    expect(callsTo(fetchMock, "POST /api/wishlist")).toEqual([{ productId: "cake" }]);
    expect(useCart.getState().wishlist).toEqual([roses, cake]);
    expect(toast.success).toHaveBeenCalledWith("Added to wishlist");
  });

  test("removes at once and says 'Removed from wishlist'", async () => {
    routeFetch({
      "GET /api/cart": () => answer(200, { lines: [] }),
      "GET /api/wishlist": () => answer(200, { items: [cake] }),
      "DELETE /api/wishlist/cake": () => answer(200, { items: [] }),
    });
    await useCart.getState().load();
    await useCart.getState().toggleWishlist(cake);
    expect(useCart.getState().wishlist).toEqual([]);
    expect(toast.success).toHaveBeenCalledWith("Removed from wishlist");
  });

  test("flips back when the server refuses", async () => {
    await seed([], { "POST /api/wishlist": () => answer(502, { error: "Wishlist is down." }) });
    const toggling = useCart.getState().toggleWishlist(cake);
    expect(useCart.getState().wishlist).toEqual([cake]);

    await expect(toggling).resolves.toBe(false);
    expect(useCart.getState().wishlist).toEqual([]);
    expect(useCounts.getState().wishlist).toBe(0);
    expect(toast.error).toHaveBeenCalledWith("Wishlist is down.");
  });
});

describe("quantities", () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ["nextTick", "queueMicrotask"] });
  });

  test("five quick + clicks show at once and send one PUT with the final quantity", async () => {
    const fetchMock = await seed([line(cake, 2)], {
      "PUT /api/cart": () => answer(200, { lines: [line(cake, 7)] }),
    });
    for (let click = 0; click < 5; click++) {
      useCart.getState().setQuantity("cake", useCart.getState().lines[0]!.quantity + 1);
      jest.advanceTimersByTime(100);
    }
    expect(quantities()).toEqual([7]);
    expect(useCounts.getState().cart).toBe(7);
    expect(callsTo(fetchMock, "PUT /api/cart")).toHaveLength(0);

    await act(async () => {
      jest.advanceTimersByTime(QUANTITY_SETTLE_MS);
    });
    expect(callsTo(fetchMock, "PUT /api/cart")).toEqual([{ productId: "cake", quantity: 7 }]);
    expect(quantities()).toEqual([7]);
  });

  test("each line waits for its own pause", async () => {
    const fetchMock = await seed([line(cake, 2), line(roses, 1)], {
      "PUT /api/cart": () => new Promise(() => {}),
    });
    useCart.getState().setQuantity("cake", 3);
    useCart.getState().setQuantity("roses", 2);
    jest.advanceTimersByTime(QUANTITY_SETTLE_MS);
    expect(callsTo(fetchMock, "PUT /api/cart")).toEqual([
      { productId: "cake", quantity: 3 },
      { productId: "roses", quantity: 2 },
    ]);
  });

  test("nothing is sent when the clicks end where the server already is", async () => {
    const fetchMock = await seed([line(cake, 2)]);
    useCart.getState().setQuantity("cake", 3);
    useCart.getState().setQuantity("cake", 2);
    jest.advanceTimersByTime(QUANTITY_SETTLE_MS * 2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(quantities()).toEqual([2]);
  });

  test("never below 1 nor above 10", async () => {
    const fetchMock = await seed([line(cake, 1), line(roses, 10)], {
      "PUT /api/cart": () => new Promise(() => {}),
    });
    useCart.getState().setQuantity("cake", 0);
    useCart.getState().setQuantity("roses", 11);
    expect(quantities()).toEqual([1, 10]);
    jest.advanceTimersByTime(QUANTITY_SETTLE_MS);
    expect(callsTo(fetchMock, "PUT /api/cart")).toHaveLength(0);

    useCart.getState().setQuantity("roses", 25);
    useCart.getState().setQuantity("cake", -4);
    expect(quantities()).toEqual([1, 10]);
  });

  test("a refused update goes back to the server's quantity with its message", async () => {
    await seed([line(cake, 2)], {
      "PUT /api/cart": () => answer(400, { error: "Only 3 left in stock." }),
    });
    useCart.getState().setQuantity("cake", 5);
    await act(async () => {
      jest.advanceTimersByTime(QUANTITY_SETTLE_MS);
    });
    expect(quantities()).toEqual([2]);
    expect(toast.error).toHaveBeenCalledWith("Only 3 left in stock.");
  });

  test("without a server message the spec's 'Error updating quantity.' shows", async () => {
    await seed([line(cake, 2)], {
      "PUT /api/cart": () => Promise.reject(new TypeError("Failed to fetch")),
    });
    useCart.getState().setQuantity("cake", 3);
    await act(async () => {
      jest.advanceTimersByTime(QUANTITY_SETTLE_MS);
    });
    expect(quantities()).toEqual([2]);
    expect(toast.error).toHaveBeenCalledWith("Error updating quantity.");
  });

  test("clicks made while an update is out are kept and sent after it", async () => {
    const first = deferred<Awaited<ReturnType<typeof answer>>>();
    const fetchMock = await seed([line(cake, 2)], {
      "PUT /api/cart": () =>
        callsTo(fetchMock, "PUT /api/cart").length === 1
          ? first.promise
          : answer(200, { lines: [line(cake, 2)] }),
    });
    useCart.getState().setQuantity("cake", 3);
    jest.advanceTimersByTime(QUANTITY_SETTLE_MS);
    // Back to 2 while 3 is on its way: 2 must still be sent, since the server will hold 3.
    useCart.getState().setQuantity("cake", 2);
    first.resolve(await answer(200, { lines: [line(cake, 3)] }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(quantities()).toEqual([2]);

    await act(async () => {
      jest.advanceTimersByTime(QUANTITY_SETTLE_MS);
    });
    expect(callsTo(fetchMock, "PUT /api/cart")).toEqual([
      { productId: "cake", quantity: 3 },
      { productId: "cake", quantity: 2 },
    ]);
    expect(quantities()).toEqual([2]);
  });

  test("ending where an update still out will leave the line sends nothing more", async () => {
    const first = deferred<Awaited<ReturnType<typeof answer>>>();
    const fetchMock = await seed([line(cake, 2)], { "PUT /api/cart": () => first.promise });
    useCart.getState().setQuantity("cake", 3);
    jest.advanceTimersByTime(QUANTITY_SETTLE_MS);
    useCart.getState().setQuantity("cake", 4);
    useCart.getState().setQuantity("cake", 3);
    jest.advanceTimersByTime(QUANTITY_SETTLE_MS);
    expect(quantities()).toEqual([3]);

    first.resolve(await answer(200, { lines: [line(cake, 3)] }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(callsTo(fetchMock, "PUT /api/cart")).toHaveLength(1);
    expect(quantities()).toEqual([3]);
  });

  test("a quantity picked while an add of the same product is out counts the add", async () => {
    const post = deferred<Awaited<ReturnType<typeof answer>>>();
    const fetchMock = await seed([line(cake, 2)], {
      "POST /api/cart": () => post.promise,
      "PUT /api/cart": () => answer(200, { lines: [line(cake, 2)] }),
    });
    const adding = useCart.getState().add({ product: cake });
    useCart.getState().setQuantity("cake", 2);
    jest.advanceTimersByTime(QUANTITY_SETTLE_MS);
    // The server will hold 3 once the add lands, so the 2 picked is sent.
    expect(callsTo(fetchMock, "PUT /api/cart")).toEqual([{ productId: "cake", quantity: 2 }]);

    post.resolve(await answer(200, { lines: [line(cake, 3)] }));
    await act(async () => {
      await adding;
    });
    expect(quantities()).toEqual([2]);
  });

  test("flushQuantities sends a waiting quantity now", async () => {
    const fetchMock = await seed([line(cake, 2)], {
      "PUT /api/cart": () => answer(200, { lines: [line(cake, 4)] }),
    });
    useCart.getState().setQuantity("cake", 4);
    await useCart.getState().flushQuantities();
    expect(callsTo(fetchMock, "PUT /api/cart")).toEqual([{ productId: "cake", quantity: 4 }]);
  });
});

describe("between shoppers", () => {
  test("logout (session clear) empties the store and the badges", async () => {
    await seed([line(cake, 2)]);
    expect(useCounts.getState().cart).toBe(2);

    act(() => useSession.getState().clear());

    expect(useCart.getState()).toMatchObject({ lines: [], wishlist: [], status: "idle" });
    expect(useCounts.getState()).toMatchObject({ cart: 0, wishlist: 0 });
  });

  test("an answer to the previous shopper's request is dropped", async () => {
    const post = deferred<Awaited<ReturnType<typeof answer>>>();
    await seed([], { "POST /api/cart": () => post.promise });
    const adding = useCart.getState().add({ product: cake });

    act(() => useSession.getState().clear());
    post.resolve(await answer(200, { lines: [line(cake, 1)] }));

    await expect(adding).resolves.toBe(false);
    expect(useCart.getState().lines).toEqual([]);
    expect(toast.success).not.toHaveBeenCalled();
  });

  test("a pending quantity is never sent for the next shopper", async () => {
    jest.useFakeTimers({ doNotFake: ["nextTick", "queueMicrotask"] });
    const fetchMock = await seed([line(cake, 2)]);
    useCart.getState().setQuantity("cake", 3);
    act(() => useSession.getState().clear());
    jest.advanceTimersByTime(QUANTITY_SETTLE_MS);
    expect(callsTo(fetchMock, "PUT /api/cart")).toHaveLength(0);
  });

  test("a 401 asks who is signed in, and an ended session resets the store", async () => {
    await seed([line(cake, 2)], {
      "POST /api/cart": () =>
        answer(401, { error: "Your session has ended. Please log in again." }),
      "GET /api/account/me": () => answer(200, { user: null }),
    });
    await useCart.getState().add({ product: roses });
    await act(async () => {
      await Promise.resolve();
    });

    expect(toast.error).toHaveBeenCalledWith("Your session has ended. Please log in again.");
    expect(useSession.getState().status).toBe("anonymous");
    expect(useCart.getState()).toMatchObject({ lines: [], status: "idle" });
  });
});
