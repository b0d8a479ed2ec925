import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { toast } from "@/lib/toast";
import { LoginScreen } from "@/components/account/login-screen";
import { signUp, verifyLoginCode } from "@/lib/api/sign-in";
import { keepPendingLine } from "@/lib/cart/pending-line";
import { TAB_KEYS } from "@/lib/stores/tab-storage";
import { KEPT_CAKE, KEPT_CAKE_PAGE } from "../../support/cart-fixtures";
import { useSession } from "@/lib/stores/session";
import { ACCOUNT_CREATED, OTP_INVALID, OTP_RESENT, OTP_SENT } from "@/lib/validations/account";

const replace = jest.fn();
const refresh = jest.fn();
let search = "";
jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace, refresh, push: jest.fn() }),
  useSearchParams: () => new URLSearchParams(search),
}));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock("@/lib/api/sign-in", () => ({ signUp: jest.fn(), verifyLoginCode: jest.fn() }));

type Answer = { ok: boolean; status: number; json: () => Promise<unknown> };
const fetchMock = jest.fn<Promise<Answer>, [string, RequestInit?]>();
const answer = (status: number, body: unknown): Promise<Answer> =>
  Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) });

const asha = { id: "u1", name: "Asha Rao", email: "asha@example.in", isAccountVerify: true };

beforeEach(() => {
  search = "";
  replace.mockReset();
  refresh.mockReset();
  jest.mocked(toast.success).mockReset();
  jest.mocked(toast.error).mockReset();
  jest.mocked(signUp).mockReset();
  jest.mocked(verifyLoginCode).mockReset();
  useSession.setState({ status: "anonymous", user: null });
  fetchMock.mockReset();
  fetchMock.mockImplementation((url) =>
    url === "/api/account/me"
      ? answer(200, { user: asha })
      : answer(200, { message: "OTP sent to your email." }),
  );
  Object.defineProperty(globalThis, "fetch", { value: fetchMock, writable: true });
});

const toggle = (name: "Login" | "Sign Up") => screen.getByRole("button", { name });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const loginCalls = () => fetchMock.mock.calls.filter(([url]) => url === "/api/account/login");

async function reachCodeStep() {
  render(<LoginScreen />);
  type("Email", " asha@example.in ");
  type("Password", "correct horse");
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));
  await screen.findByRole("heading", { name: "Verify OTP" });
}

/** Renders /login, switches to Sign Up and sends the form filled for Asha. */
function signUpAsAsha(name = "Asha Rao") {
  render(<LoginScreen />);
  fireEvent.click(toggle("Sign Up"));
  type("Full Name", name);
  type("Email", "asha@example.in");
  type("Password", "long enough");
  fireEvent.click(screen.getByRole("button", { name: "Create account" }));
}

function enterCode(digits: string) {
  const first = screen.getByRole("textbox", { name: "Digit 1 of 6" });
  fireEvent.paste(first, { clipboardData: { getData: () => digits } });
}

test("starts on Login; switching to Sign Up clears what was typed", () => {
  render(<LoginScreen />);
  expect(toggle("Login")).toHaveAttribute("aria-pressed", "true");
  expect(screen.queryByLabelText("Full Name")).not.toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Forgot Password?" })).toHaveAttribute(
    "href",
    "/Reset_pass",
  );

  type("Email", "asha@example.in");
  type("Password", "secret");
  fireEvent.click(toggle("Sign Up"));

  expect(toggle("Sign Up")).toHaveAttribute("aria-pressed", "true");
  expect(screen.getByLabelText("Full Name")).toHaveValue("");
  expect(screen.getByLabelText("Email")).toHaveValue("");
  expect(screen.getByLabelText("Password")).toHaveValue("");
  expect(screen.getByLabelText("Password")).toHaveAttribute("autocomplete", "new-password");

  type("Full Name", "Asha");
  fireEvent.click(toggle("Login"));
  expect(screen.queryByLabelText("Full Name")).not.toBeInTheDocument();
  expect(screen.getByLabelText("Password")).toHaveAttribute("autocomplete", "current-password");
});

test("sign-up shows each problem beside its field and sends nothing", () => {
  render(<LoginScreen />);
  fireEvent.click(toggle("Sign Up"));
  type("Email", "asha@");
  type("Password", "short");
  fireEvent.click(screen.getByRole("button", { name: "Create account" }));

  expect(screen.getByLabelText("Full Name")).toHaveAccessibleDescription(
    "Please enter your full name.",
  );
  expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
    "Please enter a valid email address.",
  );
  expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
    "Use at least 8 characters for your password.",
  );
  expect(screen.getByLabelText("Full Name")).toHaveFocus();
  expect(signUp).not.toHaveBeenCalled();
});

test("a successful sign-up reloads the session and goes to a safe next path", async () => {
  search = "next=/wishlist";
  jest.mocked(signUp).mockResolvedValue({ ok: true });
  signUpAsAsha("  Asha Rao ");

  await waitFor(() => expect(replace).toHaveBeenCalledWith("/wishlist"));
  expect(signUp).toHaveBeenCalledWith({
    name: "Asha Rao",
    email: "asha@example.in",
    password: "long enough",
  });
  expect(toast.success).toHaveBeenCalledWith(ACCOUNT_CREATED);
  expect(useSession.getState()).toMatchObject({ status: "authenticated", user: asha });
  expect(refresh).toHaveBeenCalled();
});

test("a refused sign-up shows the server's message and stays", async () => {
  jest.mocked(signUp).mockResolvedValue({ ok: false, error: "User already exists" });
  signUpAsAsha();

  await waitFor(() => expect(toast.error).toHaveBeenCalledWith("User already exists"));
  expect(replace).not.toHaveBeenCalled();
  expect(screen.getByRole("button", { name: "Create account" })).toBeEnabled();
  expect(screen.getByLabelText("Full Name")).toHaveValue("Asha Rao");
});

test("login mails a code, then the Verify OTP step shows where it went", async () => {
  await reachCodeStep();

  const [, init] = loginCalls()[0] ?? [];
  expect(init?.method).toBe("POST");
  expect(JSON.parse(String(init?.body))).toEqual({
    email: "asha@example.in",
    password: "correct horse",
  });
  expect(toast.success).toHaveBeenCalledWith(OTP_SENT);
  expect(screen.getByText("asha@example.in")).toBeInTheDocument();
  expect(screen.getAllByRole("textbox", { name: /Digit \d of 6/ })).toHaveLength(6);
  expect(screen.getByRole("textbox", { name: "Digit 1 of 6" })).toHaveFocus();
});

test("refused credentials show the answer's error and no code step", async () => {
  fetchMock.mockImplementation(() => answer(401, { error: "Invalid email or password." }));
  render(<LoginScreen />);
  type("Email", "asha@example.in");
  type("Password", "wrong");
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));

  await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Invalid email or password."));
  expect(screen.queryByRole("heading", { name: "Verify OTP" })).not.toBeInTheDocument();
});

test("a code shorter than 6 digits is refused before any request", async () => {
  await reachCodeStep();
  enterCode("123");
  fireEvent.click(screen.getByRole("button", { name: "Verify OTP" }));

  expect(screen.getByRole("alert")).toHaveTextContent(OTP_INVALID);
  expect(toast.error).toHaveBeenCalledWith(OTP_INVALID);
  expect(screen.getByRole("textbox", { name: "Digit 1 of 6" })).toHaveAccessibleDescription(
    OTP_INVALID,
  );
  expect(verifyLoginCode).not.toHaveBeenCalled();
});

test("a wrong code shows the error under the boxes", async () => {
  jest.mocked(verifyLoginCode).mockResolvedValue({ ok: false, error: "Invalid OTP" });
  await reachCodeStep();
  enterCode("111111");
  fireEvent.click(screen.getByRole("button", { name: "Verify OTP" }));

  expect(await screen.findByRole("alert")).toHaveTextContent("Invalid OTP");
  expect(toast.error).toHaveBeenCalledWith("Invalid OTP");
  expect(replace).not.toHaveBeenCalled();
  expect(screen.getByRole("button", { name: "Verify OTP" })).toBeEnabled();
});

test("the right code signs in and goes to the next path", async () => {
  search = "next=/orders?page=2";
  let settle: (value: { ok: true }) => void = () => {};
  jest.mocked(verifyLoginCode).mockReturnValue(new Promise((resolve) => (settle = resolve)));
  await reachCodeStep();
  enterCode("246810");
  fireEvent.click(screen.getByRole("button", { name: "Verify OTP" }));

  expect(screen.getByRole("button", { name: "Verifying..." })).toBeDisabled();
  expect(verifyLoginCode).toHaveBeenCalledWith("asha@example.in", "246810");
  await act(async () => settle({ ok: true }));

  await waitFor(() => expect(replace).toHaveBeenCalledWith("/orders?page=2"));
  expect(refresh).toHaveBeenCalled();
  expect(useSession.getState().status).toBe("authenticated");
});

test.each(["//evil.example", "/\\evil.example", "https://evil.example", "/\t/evil.example"])(
  "a next of %j that leaves the site goes home instead",
  async (next) => {
    search = new URLSearchParams({ next }).toString();
    jest.mocked(verifyLoginCode).mockResolvedValue({ ok: true });
    await reachCodeStep();
    enterCode("246810");
    fireEvent.click(screen.getByRole("button", { name: "Verify OTP" }));

    await waitFor(() => expect(replace).toHaveBeenCalledWith("/"));
  },
);

test("Resend OTP asks again with the same credentials", async () => {
  await reachCodeStep();
  fireEvent.click(screen.getByRole("button", { name: "Resend OTP" }));

  await waitFor(() => expect(toast.success).toHaveBeenCalledWith(OTP_RESENT));
  expect(loginCalls()).toHaveLength(2);
  expect(JSON.parse(String(loginCalls()[1]?.[1]?.body))).toEqual({
    email: "asha@example.in",
    password: "correct horse",
  });
});

test("Use a different email goes back with the email kept", async () => {
  await reachCodeStep();
  fireEvent.click(screen.getByRole("button", { name: "Use a different email" }));

  expect(screen.getByLabelText("Email")).toHaveValue("asha@example.in");
  expect(screen.getByLabelText("Email")).toHaveFocus();
  expect(screen.getByLabelText("Password")).toHaveValue("");
});

describe("a visitor's Add to Cart, kept through login", () => {
  const page = KEPT_CAKE_PAGE;
  const kept = KEPT_CAKE;
  const cartCalls = () => fetchMock.mock.calls.filter(([url]) => url === "/api/cart");
  /** The cart's answer to the add: its lines, or a refusal with the shop's reason. */
  const cartAnswers = (status: number, body: unknown) =>
    fetchMock.mockImplementation((url) =>
      url === "/api/account/me"
        ? answer(200, { user: asha })
        : url === "/api/cart"
          ? answer(status, body)
          : answer(200, { message: "OTP sent to your email." }),
    );

  beforeEach(() => sessionStorage.clear());

  async function signUpFrom(next: string) {
    search = `next=${encodeURIComponent(next)}`;
    jest.mocked(signUp).mockResolvedValue({ ok: true });
    signUpAsAsha();
  }

  test("is added with everything chosen after sign-up, and the shopper lands in the cart", async () => {
    keepPendingLine(kept, page);
    cartAnswers(200, { lines: [] });
    await signUpFrom(page);

    await waitFor(() => expect(replace).toHaveBeenCalledWith("/cartlist"));
    expect(cartCalls()).toHaveLength(1);
    expect(cartCalls()[0]?.[1]?.method).toBe("POST");
    expect(JSON.parse(String(cartCalls()[0]?.[1]?.body))).toEqual({
      productId: "cake-1",
      quantity: 1,
      delivery: kept.delivery,
      ...kept.gift,
    });
    expect(toast.success).toHaveBeenCalledWith("Added to cart");
    expect(sessionStorage.getItem(TAB_KEYS.pendingCartLine)).toBeNull();
  });

  test("is added after the emailed code too", async () => {
    keepPendingLine(kept, page);
    cartAnswers(200, { lines: [] });
    search = `next=${encodeURIComponent(page)}`;
    jest.mocked(verifyLoginCode).mockResolvedValue({ ok: true });
    await reachCodeStep();
    enterCode("246810");
    fireEvent.click(screen.getByRole("button", { name: "Verify OTP" }));

    await waitFor(() => expect(replace).toHaveBeenCalledWith("/cartlist"));
    expect(cartCalls()).toHaveLength(1);
  });

  test("refused by the cart, it leaves the shopper on the product's page with the shop's reason", async () => {
    keepPendingLine(kept, page);
    cartAnswers(409, { error: "The midnight slot on 29 Nov is full. Please choose another." });
    await signUpFrom(page);

    await waitFor(() => expect(replace).toHaveBeenCalledWith(page));
    expect(toast.error).toHaveBeenCalledWith(
      "The midnight slot on 29 Nov is full. Please choose another.",
    );
    expect(useSession.getState().status).toBe("authenticated");
  });

  test("a login that returns to another page adds nothing", async () => {
    keepPendingLine(kept, page);
    await signUpFrom("/wishlist");

    await waitFor(() => expect(replace).toHaveBeenCalledWith("/wishlist"));
    expect(cartCalls()).toHaveLength(0);
    expect(sessionStorage.getItem(TAB_KEYS.pendingCartLine)).toBeNull();
  });
});
