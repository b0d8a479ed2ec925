/** @jest-environment node */
/**
 * Accounts on the shop's original backend (docs/original-backend.md), through its stand-in
 * (tests/original-backend): sign-up with only a token, the session carried as the `token`
 * cookie its user routes read, dead sessions said with HTTP 200, the verification code resent
 * with the session, a profile change that saves the phone only, and addresses wrapped, read back
 * and kept free of duplicates. What a shopper sees is asserted through the BFF handlers.
 */
import { browserCookies } from "../../support/handler-session";
import { POST as addAddressRoute } from "@/app/api/account/addresses/route";
import {
  DELETE as deleteAddressRoute,
  PUT as updateAddressRoute,
} from "@/app/api/account/addresses/[id]/route";
import { GET as meRoute } from "@/app/api/account/me/route";
import { PUT as profileRoute } from "@/app/api/account/profile/route";
import { POST as resendRoute } from "@/app/api/account/verify-email/resend/route";
import { POST as verifyRoute } from "@/app/api/account/verify-email/route";
import { MemoryJarStore, cookieJarOf, useJarStore } from "@/lib/auth/backend-cookies";
import { authOptions } from "@/lib/auth/options";
import { readSession, type ServerSession } from "@/lib/auth/session";
import { fetchProfile } from "@/lib/backend/account";
import {
  INVALID_CODE,
  INVALID_CREDENTIALS,
  checkSession,
  fetchUserData,
  register,
  requestLoginCode,
  resetPassword,
  sendResetCode,
  verifyAccount,
  verifyLoginCode,
} from "@/lib/backend/auth";
import { resetShopLimiter } from "@/lib/bff/rate-limit";
import type { Address } from "@/lib/types";
import { ADDRESS_ADDED, ADDRESS_DUPLICATE, OTP_RESENT } from "@/lib/validations/account";
import { startOriginalBackend, type OriginalBackend } from "../../../original-backend/server.mjs";
import { SITE, expectSessionEnded, handlerRequest } from "../../app/api/handler-contract";

process.env.SITE_URL = SITE;
process.env.AUTH_SECRET ??= "original-backend-accounts-session-secret-0123456789";

let original: OriginalBackend;
/** Every request the stand-in served, as "METHOD /path STATUS". */
const served: string[] = [];

beforeAll(async () => {
  original = await startOriginalBackend({ log: (line) => served.push(line) });
  process.env.BACKEND_URL = original.url;
});
afterAll(() => original.close());

let counter = 0;
beforeEach(async () => {
  browserCookies(["uphaar.session"]);
  // A fresh, empty jar store: nothing kept from a login helps the calls below.
  useJarStore(new MemoryJarStore());
  await resetShopLimiter();
  served.length = 0;
});
afterEach(() => {
  useJarStore(undefined);
  jest.restoreAllMocks();
});

/** A new shopper signed up on the original, and their storefront session. */
async function signUp(): Promise<ServerSession> {
  counter += 1;
  const input = { name: "Asha Kumar", email: `asha${counter}@example.in`, password: "secret-123" };
  const { token, user } = await register(input);
  // The jar the sign-up filled is forgotten: the session must stand on its token alone.
  await cookieJarOf(token).drop();
  const session = { user: { id: user.id, name: user.name, email: user.email }, token };
  jest.mocked(readSession).mockResolvedValue(session);
  return session;
}

const profileOf = (session: ServerSession) =>
  original.state.profiles.find((profile) => profile.user === session.user.id);

const ADDRESS = {
  fullName: "Asha Kumar",
  phoneNumber: "9876543210",
  address: "12 MG Road",
  city: "Bengaluru",
  state: "Karnataka",
  pin: "560001",
  country: "India",
};

/** The signup provider's `authorize`, as next-auth calls it from the sign-up form. */
function signUpAuthorize() {
  // next-auth keeps a credentials provider's own id and authorize under `options`.
  const providers = authOptions().providers as unknown as {
    options: { id: string; authorize: unknown };
  }[];
  return providers.find((p) => p.options.id === "signup")!.options.authorize as (
    credentials: Record<string, string>,
    req: { headers: Record<string, string> },
  ) => Promise<{ id: string; name: string; email: string; backendToken: string }>;
}

describe("sign-up answered with only a token", () => {
  test("completes with the id from the token and the name and email from the form", async () => {
    const authorize = signUpAuthorize();
    const user = await authorize(
      { name: "Meera Iyer", email: "meera@example.in", password: "secret-123" },
      { headers: {} },
    );
    const stored = original.state.users.find((u) => u.email === "meera@example.in");
    expect(stored).toBeDefined();
    expect(user).toMatchObject({ id: stored!._id, name: "Meera Iyer", email: "meera@example.in" });
    expect(user.backendToken).toMatch(/^ey/);
  });

  test("a second sign-up with the same email is told the account exists", async () => {
    const authorize = signUpAuthorize();
    const credentials = { name: "Ravi", email: "ravi@example.in", password: "secret-123" };
    await authorize(credentials, { headers: {} });
    await expect(authorize(credentials, { headers: {} })).rejects.toThrow(/^User already exists$/);
    await expect(register(credentials)).rejects.toMatchObject({ status: 409 });
  });
});

describe("a refused login", () => {
  test("reads the same for a wrong password and an unknown email", async () => {
    const credentials = { name: "Isha", email: "isha@example.in", password: "secret-123" };
    await register(credentials);
    for (const attempt of [
      { email: credentials.email, password: "secret-124" },
      { email: "nobody@example.in", password: credentials.password },
    ]) {
      await expect(requestLoginCode(attempt)).rejects.toMatchObject({
        message: INVALID_CREDENTIALS,
        status: 401,
      });
    }
  });

  test("a wrong login, verification or reset code says what to do next", async () => {
    const credentials = { name: "Tara", email: "tara@example.in", password: "secret-123" };
    const { token, user } = await register(credentials);
    await requestLoginCode(credentials);
    const code = original.state.codes.get(credentials.email) ?? "";
    const wrong = code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));
    const refused = { message: INVALID_CODE, status: 400 };
    await expect(verifyLoginCode(credentials.email, wrong)).rejects.toMatchObject(refused);
    await expect(verifyAccount(user.id, wrong, token)).rejects.toMatchObject(refused);
    await sendResetCode(credentials.email);
    await expect(
      resetPassword({ email: credentials.email, otp: wrong, newpassword: "secret-456" }),
    ).rejects.toMatchObject(refused);
  });
});

describe("the session travels as the token cookie", () => {
  test("is-auth, user data and profile pass the cookie guard without any kept cookie", async () => {
    const session = await signUp();
    await expect(checkSession(session.token)).resolves.toBeUndefined();
    await expect(fetchUserData(session.token)).resolves.toMatchObject({ name: "Asha Kumar" });
    await expect(fetchProfile(session.token)).resolves.toMatchObject({
      id: session.user.id,
      email: session.user.email,
      isAccountVerify: false,
    });
  });

  test("GET /api/account/me shows the shopper", async () => {
    const session = await signUp();
    const response = await meRoute(handlerRequest("GET", "/api/account/me"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      user: { ...session.user, isAccountVerify: false },
    });
  });

  test.each([
    ["a malformed token", () => "not-a-jwt"],
    ["a token with a forged signature", (token: string) => `${token.slice(0, -2)}xx`],
  ])("%s, refused with HTTP 200 success: false, ends the session", async (_label, spoil) => {
    const session = await signUp();
    jest.mocked(readSession).mockResolvedValue({ ...session, token: spoil(session.token) });
    await expect(checkSession(spoil(session.token))).rejects.toMatchObject({ status: 401 });
    await expectSessionEnded(await meRoute(handlerRequest("GET", "/api/account/me")));
  });
});

describe("the verification code", () => {
  test("is resent with the session, and the new code verifies the email", async () => {
    const session = await signUp();
    const before = original.state.codes.get(session.user.email);
    const resent = await resendRoute(handlerRequest("POST", "/api/account/verify-email/resend"));
    expect(resent.status).toBe(200);
    expect(await resent.json()).toEqual({ message: OTP_RESENT });
    const code = original.state.codes.get(session.user.email);
    expect(code).toMatch(/^\d{6}$/);
    expect(code).not.toBe(before);

    const verified = await verifyRoute(
      handlerRequest("POST", "/api/account/verify-email", { body: { otp: code } }),
    );
    expect(verified.status).toBe(200);
    await expect(fetchProfile(session.token)).resolves.toMatchObject({ isAccountVerify: true });
  });
});

describe("a profile change", () => {
  const change = (body: unknown) =>
    profileRoute(handlerRequest("PUT", "/api/account/profile", { body }));

  test("saves the phone and says plainly that the name and email did not change", async () => {
    const session = await signUp();
    // The form sends the password with a new email; the original reads the phone only.
    const response = await change({
      name: "Asha K",
      phone: "98765 43210",
      email: "asha.new@example.in",
      currentPassword: "secret-123",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: "Your phone number was saved. This shop cannot change your name or email here.",
      unchanged: ["name", "email"],
    });
    expect(profileOf(session)).toMatchObject({
      phone: "9876543210",
      name: "Asha Kumar",
      email: session.user.email,
    });
  });

  test("a change of the name only is reported as not made", async () => {
    const session = await signUp();
    await change({ name: "Asha Kumar", phone: "9876543210", email: session.user.email });
    const response = await change({
      name: "Asha R",
      phone: "9876543210",
      email: session.user.email,
    });
    expect(await response.json()).toEqual({
      message: "Nothing was changed. This shop cannot change your name here.",
      unchanged: ["name"],
    });
  });

  test("a change of the phone only is a plain success", async () => {
    const session = await signUp();
    const response = await change({
      name: "Asha Kumar",
      phone: "9123456780",
      email: session.user.email,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "profile updated" });
  });
});

describe("addresses", () => {
  const add = (body: unknown) =>
    addAddressRoute(handlerRequest("POST", "/api/account/addresses", { body }));
  const update = (id: string, body: unknown) =>
    updateAddressRoute(handlerRequest("PUT", `/api/account/addresses/${id}`, { body }), {
      params: Promise.resolve({ id }),
    });
  const remove = (id: string) =>
    deleteAddressRoute(handlerRequest("DELETE", `/api/account/addresses/${id}`), {
      params: Promise.resolve({ id }),
    });

  test("an address saves in the original's wrapped shape and reads back", async () => {
    const session = await signUp();
    const response = await add(ADDRESS);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { message: string; addresses: Address[] };
    expect(body.message).toBe(ADDRESS_ADDED);
    expect(body.addresses).toEqual([expect.objectContaining(ADDRESS)]);
    expect(profileOf(session)?.addresses).toEqual([expect.objectContaining(ADDRESS)]);
    await expect(fetchProfile(session.token)).resolves.toMatchObject({
      addresses: [expect.objectContaining(ADDRESS)],
    });
    // One call: the wrapped shape was taken at once, no flat retry.
    expect(served.filter((line) => line.startsWith("POST /api/user/addaddress"))).toEqual([
      "POST /api/user/addaddress 201",
    ]);
  });

  test("the same address again is refused, in any letter case, and not stored", async () => {
    const session = await signUp();
    await add(ADDRESS);
    const again = await add({ ...ADDRESS, city: " bengaluru " });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: ADDRESS_DUPLICATE });
    expect(profileOf(session)?.addresses).toHaveLength(1);
  });

  test("an address changes and reads back; a change into another's copy is refused; it deletes", async () => {
    const session = await signUp();
    await add(ADDRESS);
    const second = { ...ADDRESS, address: "4 Park Street", city: "Kolkata", state: "West Bengal" };
    const added = (await (await add(second)).json()) as { addresses: Address[] };
    const id = added.addresses[1]!.id;

    const changed = await update(id, { ...second, pin: "700016" });
    expect(changed.status).toBe(200);
    const body = (await changed.json()) as { addresses: Address[] };
    expect(body.addresses.map((a) => a.pin)).toEqual(["560001", "700016"]);

    const copy = await update(id, ADDRESS);
    expect(copy.status).toBe(409);
    expect(await copy.json()).toEqual({ error: ADDRESS_DUPLICATE });

    const deleted = await remove(id);
    expect(deleted.status).toBe(200);
    expect(((await deleted.json()) as { addresses: Address[] }).addresses).toHaveLength(1);
    expect(profileOf(session)?.addresses).toHaveLength(1);
  });
});
