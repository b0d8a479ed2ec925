import { act } from "@testing-library/react";
import { DELIVERY_ADDRESS_KEY } from "@/lib/stores/delivery-address";
import { useCounts } from "@/lib/stores/counts";
import { useSession } from "@/lib/stores/session";

type Answer = { ok: boolean; status: number; json: () => Promise<unknown> };
const fetchMock = jest.fn<Promise<Answer>, [string, RequestInit?]>();
const answer = (status: number, body: unknown): Promise<Answer> =>
  Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) });

const asha = { id: "u1", name: "Asha Rao", email: "asha@example.in", isAccountVerify: false };

beforeEach(() => {
  fetchMock.mockReset();
  Object.defineProperty(globalThis, "fetch", { value: fetchMock, writable: true });
  useSession.setState({ status: "loading", user: null });
});

test("starts as loading, then knows the signed-in shopper", async () => {
  fetchMock.mockReturnValue(answer(200, { user: asha }));
  expect(useSession.getState().status).toBe("loading");
  await useSession.getState().load();

  expect(fetchMock).toHaveBeenCalledWith("/api/account/me", expect.anything());
  expect(useSession.getState()).toMatchObject({ status: "authenticated", user: asha });
});

test("concurrent loads share one request", async () => {
  fetchMock.mockReturnValue(answer(200, { user: asha }));
  const { load } = useSession.getState();
  await Promise.all([load(), load(), load()]);

  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(useSession.getState().status).toBe("authenticated");
});

test("once known, load asks again only when forced", async () => {
  fetchMock.mockReturnValue(answer(200, { user: asha }));
  await useSession.getState().load();
  await useSession.getState().load();
  expect(fetchMock).toHaveBeenCalledTimes(1);

  fetchMock.mockReturnValue(answer(200, { user: { ...asha, name: "Asha R" } }));
  await useSession.getState().load({ force: true });
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(useSession.getState().user?.name).toBe("Asha R");
});

test("a visitor is anonymous", async () => {
  fetchMock.mockReturnValue(answer(200, { user: null }));
  await useSession.getState().load();
  expect(useSession.getState()).toMatchObject({ status: "anonymous", user: null });
});

test("a network error or an odd answer counts as anonymous", async () => {
  fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
  await useSession.getState().load();
  expect(useSession.getState().status).toBe("anonymous");

  fetchMock.mockReturnValueOnce(answer(200, { user: { name: 42 } }));
  await useSession.getState().load({ force: true });
  expect(useSession.getState().status).toBe("anonymous");

  fetchMock.mockReturnValueOnce(answer(500, { error: "down" }));
  await useSession.getState().load({ force: true });
  expect(useSession.getState().status).toBe("anonymous");
});

test("an answer overtaken by a newer one is dropped", async () => {
  let first: (value: Answer) => void = () => {};
  fetchMock.mockReturnValueOnce(new Promise((resolve) => (first = resolve)));
  fetchMock.mockReturnValueOnce(answer(200, { user: null }));
  const stale = useSession.getState().load();
  await useSession.getState().load({ force: true });
  first(await answer(200, { user: asha }));
  await stale;

  expect(useSession.getState().status).toBe("anonymous");
});

test("setUser and clear say who is signed in without asking the server", () => {
  useSession.getState().setUser(asha);
  expect(useSession.getState().status).toBe("authenticated");

  useCounts.getState().setCounts({ cart: 3, wishlist: 5 });
  window.sessionStorage.setItem(DELIVERY_ADDRESS_KEY, "{}");
  act(() => useSession.getState().clear());

  expect(useSession.getState()).toMatchObject({ status: "anonymous", user: null });
  expect(useCounts.getState()).toMatchObject({ cart: 0, wishlist: 0 });
  expect(window.sessionStorage.getItem(DELIVERY_ADDRESS_KEY)).toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();
});
