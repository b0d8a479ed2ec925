/**
 * Shared steps for the account journeys (tests/e2e/account.spec.ts): fresh shoppers, the
 * header's avatar, the 6-digit code boxes and the login with a mailed code.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import type { Mailbox } from "./mailbox";

export interface Shopper {
  name: string;
  email: string;
  password: string;
}

/** A shopper nobody has used yet: unique per test, per project and per run. */
export function newShopper(tag: string, project: string, name = "Asha Verma"): Shopper {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    name,
    email: `${tag}-${project}-${stamp}@example.in`,
    password: `Gift-${stamp}-pass`,
  };
}

/**
 * A page or API call can be slow the first time it is used: under `next dev` a route compiles
 * on its first request, which can take several seconds on a busy machine.
 */
export const SLOW = { timeout: 45_000 };

/** Waits until React has hydrated `island`, so a click or keystroke is never lost to plain HTML. */
export async function hydrated(island: Locator) {
  await expect
    .poll(
      () => island.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__react"))),
      SLOW,
    )
    .toBe(true);
}

/** The header's round avatar of a signed-in shopper (its text is the first letter). */
export const avatar = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: /^Account menu for / });

/** The header's Login button of a visitor. */
export const loginButton = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: "Login", exact: true });

/** The six code boxes, "Digit 1 of 6" … "Digit 6 of 6". */
export const otpBoxes = (page: Page) =>
  Array.from({ length: 6 }, (_, index) => page.getByLabel(`Digit ${index + 1} of 6`));

/** Types `code` the way a shopper does: a tap on the first box, then the six digits. */
export async function typeCode(page: Page, code: string) {
  const [first] = otpBoxes(page);
  await first!.click();
  await page.keyboard.type(code);
  await expectCodeInBoxes(page, code);
}

/** Each box holds its digit of `code`. */
export async function expectCodeInBoxes(page: Page, code: string) {
  const boxes = otpBoxes(page);
  for (const [index, box] of boxes.entries()) await expect(box).toHaveValue(code[index]!);
}

/** A 6-digit code that is certainly not `code` (every digit shifted by one). */
export function wrongCode(code: string): string {
  return code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));
}

/** Opens /login (ready for input) and, when asked, switches to Sign Up. */
export async function openLogin(page: Page, path = "/login") {
  if (new URL(page.url(), "http://x").pathname !== "/login") await page.goto(path);
  const toggle = page.getByRole("group", { name: "Login or sign up" });
  await expect(toggle).toBeVisible(SLOW);
  await hydrated(toggle.getByRole("button", { name: "Login", exact: true }));
}

/** Signs `shopper` up through the Sign Up form of the /login page the browser is on. */
export async function signUpThroughForm(page: Page, shopper: Shopper) {
  await openLogin(page);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await page.getByLabel("Full Name").fill(shopper.name);
  await page.getByLabel("Email", { exact: true }).fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill(shopper.password);
  await page.getByRole("button", { name: "Create account" }).click();
}

/**
 * Fills the Login form on /login and asks for the code: lands on the Verify OTP screen and
 * returns the code mailed for it. One login code a minute per account, so call once per test.
 */
export async function requestLoginCode(page: Page, mailbox: Mailbox, shopper: Shopper) {
  await openLogin(page);
  const mailsBefore = mailbox.countTo(shopper.email);
  await page.getByLabel("Email", { exact: true }).fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill(shopper.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Verify OTP" })).toBeVisible(SLOW);
  await expect(page.getByText(shopper.email)).toBeVisible();
  return mailbox.nextCode(shopper.email, mailsBefore);
}

/**
 * Creates the account the way the sign-up form does (next-auth's `signup` credentials
 * provider), without a browser page: `request` ends up signed in. Pass `page.request` to sign
 * the page itself in, or the `request` fixture for an account the page has never seen.
 */
export async function signUpThroughApi(request: APIRequestContext, shopper: Shopper) {
  // GETs may retry a connection the server just closed (ECONNRESET); the POST may not.
  const csrf = await request.get("/api/auth/csrf", { ...SLOW, maxRetries: 2 });
  expect(csrf.ok()).toBe(true);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const base = test.info().project.use.baseURL;
  if (!base) throw new Error("no baseURL");
  // A browser sends its Origin with every POST; next-auth's POSTs refuse a missing one (403).
  const answer = await request.post("/api/auth/callback/signup", {
    headers: { origin: new URL(base).origin },
    form: {
      csrfToken,
      name: shopper.name,
      email: shopper.email,
      password: shopper.password,
      json: "true",
    },
    maxRedirects: 0,
    ...SLOW,
  });
  expect(answer.status(), await answer.text()).toBeLessThan(400);
  const session = await request.get("/api/auth/session", { maxRetries: 2 });
  expect(await session.json()).toMatchObject({ user: { email: shopper.email } });
}
