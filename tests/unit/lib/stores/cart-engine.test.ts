import { answer, line, product, routeFetch } from "../../support/cart-fixtures";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const cake = product("cake", 450, 500);
const asha = { id: "u1", name: "Asha Rao", email: "asha@example.in", isAccountVerify: true };

/** A fresh copy of the store, whose engine (requests and sync) has not loaded yet. */
async function freshStores() {
  let stores!: {
    cart: typeof import("@/lib/stores/cart");
    session: typeof import("@/lib/stores/session");
  };
  await jest.isolateModulesAsync(async () => {
    stores = {
      cart: await import("@/lib/stores/cart"),
      session: await import("@/lib/stores/session"),
    };
  });
  stores.session.useSession.setState({ status: "authenticated", user: asha });
  return stores.cart.useCart;
}

afterEach(() => jest.restoreAllMocks());

test("the first load shows the loading state at once, then loads the engine and reads both lists", async () => {
  const useCart = await freshStores();
  const fetchMock = routeFetch({
    "GET /api/cart": () => answer(200, { lines: [line(cake, 2)] }),
    "GET /api/wishlist": () => answer(200, { items: [cake] }),
  });
  const pending = useCart.getState().load();
  expect(useCart.getState().status).toBe("loading");
  await pending;
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(useCart.getState()).toMatchObject({ status: "ready", wishlist: [cake] });
  expect(useCart.getState().lines.map((entry) => entry.quantity)).toEqual([2]);
});

test("an add before the engine has loaded waits for it, then sends the line", async () => {
  const useCart = await freshStores();
  const fetchMock = routeFetch({
    "POST /api/cart": () => answer(200, { lines: [line(cake, 1)] }),
  });
  await expect(useCart.getState().add({ product: cake })).resolves.toBe(true);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(useCart.getState().lines.map((entry) => entry.key)).toEqual(["cake"]);
});

test("before the engine has loaded there is nothing to flush, and a reset is the state's alone", async () => {
  const useCart = await freshStores();
  const fetchMock = routeFetch({});
  await useCart.getState().flushQuantities();
  useCart.getState().reset();
  expect(useCart.getState()).toMatchObject({ lines: [], wishlist: [], status: "idle" });
  expect(fetchMock).not.toHaveBeenCalled();
});
