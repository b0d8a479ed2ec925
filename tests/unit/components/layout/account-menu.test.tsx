import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { toast } from "@/lib/toast";
import { AccountMenu } from "@/components/layout/account-menu";
import { useCounts } from "@/lib/stores/counts";
import { useSession } from "@/lib/stores/session";

const replace = jest.fn();
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, refresh, push: jest.fn() }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

type Answer = { ok: boolean; status: number; json: () => Promise<unknown> };
const fetchMock = jest.fn<Promise<Answer>, [string, RequestInit?]>();
const answer = (status: number, body: unknown): Promise<Answer> =>
  Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) });

const asha = { id: "u1", name: "asha Rao", email: "asha@example.in", isAccountVerify: true };

beforeEach(() => {
  replace.mockReset();
  refresh.mockReset();
  jest.mocked(toast.error).mockReset();
  fetchMock.mockReset();
  Object.defineProperty(globalThis, "fetch", { value: fetchMock, writable: true });
  useSession.setState({ status: "loading", user: null });
});

/** Radix opens its menu on Enter, as a keyboard user would. */
async function openMenu() {
  const trigger = await screen.findByRole("button", { name: "Account menu for asha Rao" });
  fireEvent.keyDown(trigger, { key: "Enter" });
  return screen.findByRole("menu");
}

test("a visitor sees the Login link once the session is known", async () => {
  fetchMock.mockReturnValue(answer(200, { user: null }));
  render(<AccountMenu loginIcon={<svg aria-hidden />} />);
  expect(screen.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();

  expect(await screen.findByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
  expect(fetchMock).toHaveBeenCalledWith("/api/account/me", expect.anything());
});

test("a shopper gets an avatar with their initial and a menu of account pages", async () => {
  fetchMock.mockReturnValue(answer(200, { user: asha }));
  render(<AccountMenu loginIcon={<svg aria-hidden />} />);
  const trigger = await screen.findByRole("button", { name: "Account menu for asha Rao" });
  expect(trigger).toHaveTextContent("A");

  await openMenu();
  expect(screen.getByRole("menuitem", { name: "My Account" })).toHaveAttribute(
    "href",
    "/myProfile",
  );
  expect(screen.getByRole("menuitem", { name: "Wishlist" })).toHaveAttribute("href", "/wishlist");
  expect(screen.getByRole("menuitem", { name: "Orders" })).toHaveAttribute("href", "/orders");
  expect(screen.getByRole("menuitem", { name: "Logout" })).toBeInTheDocument();

  fireEvent.keyDown(screen.getByRole("menu"), { key: "Escape" });
  await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
});

test("the avatar opens its menu on the first press, by keyboard or by pointer", async () => {
  fetchMock.mockReturnValue(answer(200, { user: asha }));
  render(<AccountMenu loginIcon={<svg aria-hidden />} />);
  const avatar = await screen.findByRole("button", { name: "Account menu for asha Rao" });
  expect(avatar).toHaveAttribute("aria-haspopup", "menu");

  // A key press lands on the first item, as a menu button's should.
  fireEvent.keyDown(avatar, { key: "ArrowDown" });
  await screen.findByRole("menu");
  await waitFor(() => expect(screen.getByRole("menuitem", { name: "My Account" })).toHaveFocus());
  fireEvent.keyDown(screen.getByRole("menu"), { key: "Escape" });
  await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  const trigger = screen.getByRole("button", { name: "Account menu for asha Rao" });
  expect(trigger).toHaveFocus();
  expect(trigger).toHaveAttribute("aria-expanded", "false");
});

test("a pointer press on the avatar opens the menu without picking an item", async () => {
  fetchMock.mockReturnValue(answer(200, { user: asha }));
  render(<AccountMenu loginIcon={<svg aria-hidden />} />);
  fireEvent.click(await screen.findByRole("button", { name: "Account menu for asha Rao" }), {
    detail: 1,
  });
  const menu = await screen.findByRole("menu");
  expect(screen.getByRole("menuitem", { name: "My Account" })).not.toHaveFocus();
  expect(menu).toHaveTextContent("asha@example.in");
});

test("Logout ends the session and goes home", async () => {
  fetchMock.mockImplementation((url) =>
    url === "/api/account/me"
      ? answer(200, { user: asha })
      : answer(200, { message: "Logged out" }),
  );
  useCounts.getState().setCounts({ cart: 2, wishlist: 1 });
  render(<AccountMenu loginIcon={<svg aria-hidden />} />);
  await openMenu();
  await act(async () => fireEvent.click(screen.getByRole("menuitem", { name: "Logout" })));

  await waitFor(() => expect(replace).toHaveBeenCalledWith("/"));
  const [, init] = fetchMock.mock.calls.find(([url]) => url === "/api/account/logout") ?? [];
  expect(init?.method).toBe("POST");
  expect(init?.body).toBe("{}");
  expect(refresh).toHaveBeenCalled();
  expect(useSession.getState().status).toBe("anonymous");
  expect(useCounts.getState()).toMatchObject({ cart: 0, wishlist: 0 });
  expect(await screen.findByRole("link", { name: "Login" })).toBeInTheDocument();
});

test("a failed logout keeps the shopper signed in and says why", async () => {
  fetchMock.mockImplementation((url) =>
    url === "/api/account/me"
      ? answer(200, { user: asha })
      : answer(502, { error: "Could not log out. Please try again." }),
  );
  render(<AccountMenu loginIcon={<svg aria-hidden />} />);
  await openMenu();
  await act(async () => fireEvent.click(screen.getByRole("menuitem", { name: "Logout" })));

  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith("Could not log out. Please try again."),
  );
  expect(replace).not.toHaveBeenCalled();
  expect(useSession.getState().status).toBe("authenticated");
});
