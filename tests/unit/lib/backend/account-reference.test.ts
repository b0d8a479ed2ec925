/** @jest-environment node */
/**
 * The same account journeys as account-original.test.ts, on the reference backend in full and
 * contract mode: the token cookie every session call carries is ignored there, addresses
 * sent wrapped are taken, duplicates are refused by the backend itself, and a profile change
 * is saved whole, so the shopper hears a plain success.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { browserCookies } from "../../support/handler-session";
import { POST as addAddressRoute } from "@/app/api/account/addresses/route";
import { PUT as updateAddressRoute } from "@/app/api/account/addresses/[id]/route";
import { GET as meRoute } from "@/app/api/account/me/route";
import { PUT as profileRoute } from "@/app/api/account/profile/route";
import { POST as resendRoute } from "@/app/api/account/verify-email/resend/route";
import { MemoryJarStore, useJarStore } from "@/lib/auth/backend-cookies";
import { readSession, type ServerSession } from "@/lib/auth/session";
import { fetchProfile } from "@/lib/backend/account";
import { checkSession, register } from "@/lib/backend/auth";
import { resetShopLimiter } from "@/lib/bff/rate-limit";
import type { Address } from "@/lib/types";
import { ADDRESS_ADDED, ADDRESS_DUPLICATE, OTP_RESENT } from "@/lib/validations/account";
import { createTestApp, type TestApp } from "@/backend/src/test/test-app";
import { PASSWORD_NEEDED, WRONG_PASSWORD } from "@/backend/src/routes/user/user.handlers";
import { SITE, handlerRequest } from "../../app/api/handler-contract";

process.env.SITE_URL = SITE;
process.env.AUTH_SECRET ??= "reference-backend-accounts-session-secret-0123456789";
jest.setTimeout(60_000);

type Mode = "full" | "contract";
const apps = {} as Record<Mode, TestApp>;
let mode: Mode = "full";
let server: http.Server;
/** The Cookie headers the backend received, in order. */
const cookies: (string | undefined)[] = [];

beforeAll(async () => {
  apps.full = await createTestApp({ seedFixture: false });
  apps.contract = await createTestApp({ seedFixture: false, profile: "contract" });
  // One address for the storefront; which backend answers behind it is the test's choice.
  server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    cookies.push(request.headers.cookie);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === "string") headers.set(name, value);
    }
    const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
    const answer = await apps[mode].app.fetch(
      new Request(`http://backend${request.url ?? "/"}`, {
        method: request.method,
        headers,
        body,
      }),
    );
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.BACKEND_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await apps.full?.close();
  await apps.contract?.close();
});

beforeEach(async () => {
  browserCookies(["uphaar.session"]);
  useJarStore(new MemoryJarStore());
  await resetShopLimiter();
  cookies.length = 0;
});
afterEach(() => useJarStore(undefined));

let counter = 0;
const PASSWORD = "secret-123";
async function signUp(): Promise<ServerSession> {
  counter += 1;
  const input = { name: "Asha Kumar", email: `asha${counter}@example.in`, password: PASSWORD };
  const { token, user } = await register(input);
  await apps[mode].mailSent();
  const session = { user: { id: user.id, name: user.name, email: user.email }, token };
  jest.mocked(readSession).mockResolvedValue(session);
  return session;
}

const ADDRESS = {
  fullName: "Asha Kumar",
  phoneNumber: "9876543210",
  address: "12 MG Road",
  city: "Bengaluru",
  state: "Karnataka",
  pin: "560001",
  country: "India",
};

describe.each<Mode>(["full", "contract"])("the reference backend, %s mode", (which) => {
  beforeAll(() => {
    mode = which;
  });

  test("sign-up gives the backend's user; the session's calls carry the token cookie harmlessly", async () => {
    const session = await signUp();
    expect(session.user).toMatchObject({ name: "Asha Kumar", email: `asha${counter}@example.in` });
    expect(session.user.id).not.toBe("");
    cookies.length = 0;
    await expect(checkSession(session.token)).resolves.toBeUndefined();
    expect(cookies).toEqual([`token=${session.token}`]);
    const me = await meRoute(handlerRequest("GET", "/api/account/me"));
    expect(await me.json()).toEqual({ user: { ...session.user, isAccountVerify: false } });
    await expect(fetchProfile(session.token)).resolves.toMatchObject({ id: session.user.id });
  });

  test("the verification code is resent", async () => {
    const session = await signUp();
    // The backend mails at most one code a minute, and sign-up mailed the first.
    const later = new Date(Date.now() + 61_000);
    apps[mode].setNow(later);
    const clock = jest.spyOn(Date, "now").mockReturnValue(later.getTime());
    const resent = await resendRoute(handlerRequest("POST", "/api/account/verify-email/resend"));
    clock.mockRestore();
    apps[mode].setNow(null);
    expect(resent.status).toBe(200);
    expect(await resent.json()).toEqual({ message: OTP_RESENT });
    await apps[mode].mailSent();
    expect(apps[mode].mailCount(session.user.email)).toBe(2);
  });

  test("a profile change is saved whole: a plain success, nothing reported unchanged", async () => {
    const session = await signUp();
    const response = await profileRoute(
      handlerRequest("PUT", "/api/account/profile", {
        body: { name: "Asha K", phone: "9876543210", email: session.user.email },
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Profile updated successfully" });
    await expect(fetchProfile(session.token)).resolves.toMatchObject({
      name: "Asha K",
      phone: "9876543210",
    });
  });

  test("a change of email needs the password in full mode only; a wrong one keeps the session", async () => {
    const session = await signUp();
    const newEmail = `asha${counter}.new@example.in`;
    const change = (more: Record<string, string> = {}) =>
      profileRoute(
        handlerRequest("PUT", "/api/account/profile", {
          body: { name: "Asha Kumar", phone: "9876543210", email: newEmail, ...more },
        }),
      );
    if (which === "full") {
      const missing = await change();
      expect(missing.status).toBe(400);
      expect(await missing.json()).toEqual({ error: PASSWORD_NEEDED });
      const wrong = await change({ currentPassword: "not-my-password" });
      expect(wrong.status).toBe(403);
      expect(await wrong.json()).toEqual({ error: WRONG_PASSWORD });
      expect(wrong.headers.getSetCookie()).toEqual([]);
      await expect(fetchProfile(session.token)).resolves.toMatchObject({
        email: session.user.email,
      });
      const right = await change({ currentPassword: PASSWORD });
      expect(right.status).toBe(200);
      await apps[mode].mailSent();
      expect(apps[mode].mailCount(session.user.email)).toBe(2); // the welcome code, the notice
    } else {
      // A plain §7 backend reads no password and tells no one.
      const plain = await change();
      expect(plain.status).toBe(200);
      expect(apps[mode].mailCount(session.user.email)).toBe(1);
    }
    await expect(fetchProfile(session.token)).resolves.toMatchObject({ email: newEmail });
  });

  test("an address sent wrapped saves and reads back; a duplicate is refused", async () => {
    const session = await signUp();
    const added = await addAddressRoute(
      handlerRequest("POST", "/api/account/addresses", { body: ADDRESS }),
    );
    expect(added.status).toBe(201);
    const body = (await added.json()) as { message: string; addresses: Address[] };
    expect(body).toMatchObject({ message: ADDRESS_ADDED });
    expect(body.addresses).toEqual([expect.objectContaining(ADDRESS)]);
    await expect(fetchProfile(session.token)).resolves.toMatchObject({
      addresses: [expect.objectContaining(ADDRESS)],
    });

    const again = await addAddressRoute(
      handlerRequest("POST", "/api/account/addresses", { body: ADDRESS }),
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: ADDRESS_DUPLICATE });

    const id = body.addresses[0]!.id;
    const changed = await updateAddressRoute(
      handlerRequest("PUT", `/api/account/addresses/${id}`, {
        body: { ...ADDRESS, city: "Mysuru" },
      }),
      { params: Promise.resolve({ id }) },
    );
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { addresses: Address[] }).addresses).toEqual([
      expect.objectContaining({ ...ADDRESS, city: "Mysuru" }),
    ]);
  });
});
