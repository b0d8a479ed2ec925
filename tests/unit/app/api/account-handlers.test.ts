/** @jest-environment node */
import { browserCookies } from "../../support/handler-session";
import {
  DELETE as deleteAddressRoute,
  PUT as updateAddressRoute,
} from "@/app/api/account/addresses/[id]/route";
import { POST as addAddressRoute } from "@/app/api/account/addresses/route";
import { POST as loginRoute } from "@/app/api/account/login/route";
import { POST as logoutRoute } from "@/app/api/account/logout/route";
import { GET as getMe } from "@/app/api/account/me/route";
import { POST as resetRequestRoute } from "@/app/api/account/password-reset/request/route";
import { POST as resetRoute } from "@/app/api/account/password-reset/route";
import { PUT as profileRoute } from "@/app/api/account/profile/route";
import { POST as resendRoute } from "@/app/api/account/verify-email/resend/route";
import { POST as verifyRoute } from "@/app/api/account/verify-email/route";
import { readSession } from "@/lib/auth/session";
import { addAddress, deleteAddress, updateAddress, updateProfile } from "@/lib/backend/account";
import {
  fetchUserData,
  logout,
  requestLoginCode,
  resetPassword,
  sendResetCode,
  sendVerifyCode,
  verifyAccount,
} from "@/lib/backend/auth";
import { BackendError } from "@/lib/backend/fetch";
import { CROSS_SITE, LOGIN_REQUIRED } from "@/lib/bff/answers";
import { resetShopLimiter } from "@/lib/bff/rate-limit";
import type { Address } from "@/lib/types";
import {
  ADDRESS_ADDED,
  ADDRESS_DELETE_FAILED,
  ADDRESS_UPDATED,
  GENERIC_FAILURE,
  OTP_RESEND_FAILED,
  OTP_RESENT,
  OTP_SENT,
  USER_ID_MISSING,
  VERIFY_FAILED,
} from "@/lib/validations/account";
import {
  SESSION,
  SITE,
  TOKEN,
  UNREACHABLE,
  clearedSessionCookies,
  describeMutationContract,
  expectBackendDown,
  expectFallback,
  expectSessionEnded,
  handlerRequest,
  type MutationCase,
} from "./handler-contract";

process.env.SITE_URL = SITE;

// The browser holds the session cookie and an unrelated one.
browserCookies(["uphaar.session", "theme"]);
jest.mock("@/lib/backend/auth", () => ({
  requestLoginCode: jest.fn(),
  logout: jest.fn(),
  fetchUserData: jest.fn(),
  sendResetCode: jest.fn(),
  resetPassword: jest.fn(),
  sendVerifyCode: jest.fn(),
  verifyAccount: jest.fn(),
}));
jest.mock("@/lib/backend/account", () => ({
  updateProfile: jest.fn(),
  addAddress: jest.fn(),
  updateAddress: jest.fn(),
  deleteAddress: jest.fn(),
}));

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const long = (n: number) => "x".repeat(n);

const ADDRESS_INPUT = {
  fullName: "Asha Kumar",
  phoneNumber: "9876543210",
  address: "12 MG Road, Indiranagar",
  city: "Bengaluru",
  state: "Karnataka",
  pin: "560038",
  country: "India",
};
const ADDRESSES: Address[] = [
  {
    id: "addr1",
    ...ADDRESS_INPUT,
    alternatephone: "",
    isDefaultBilling: false,
  },
];
const ADDRESS_BAD_BODIES: [string, unknown][] = [
  ["a missing fullName", { ...ADDRESS_INPUT, fullName: undefined }],
  ["a numeric phone", { ...ADDRESS_INPUT, phoneNumber: 9876543210 }],
  ["a 5-digit PIN", { ...ADDRESS_INPUT, pin: "56003" }],
  ["an oversized address", { ...ADDRESS_INPUT, address: long(301) }],
  ["a body that is an array", [ADDRESS_INPUT]],
];
const withId = (id: string) => ({ params: Promise.resolve({ id }) });

const cases: MutationCase[] = [
  {
    name: "POST /api/account/login",
    method: "POST",
    path: "/api/account/login",
    call: (request) => loginRoute(request),
    body: { email: "asha@example.in", password: "a-long-password-1" },
    badBodies: [
      ["a missing password", { email: "asha@example.in" }],
      ["a numeric password", { email: "asha@example.in", password: 12345678 }],
      ["a malformed email", { email: "asha", password: "a-long-password-1" }],
      ["an oversized email", { email: `${long(250)}@example.in`, password: "x" }],
      ["an oversized password", { email: "asha@example.in", password: long(129) }],
    ],
    backend: jest.mocked(requestLoginCode),
    succeed: () => jest.mocked(requestLoginCode).mockResolvedValue("Code sent"),
    // null: these requests carry no X-Forwarded-For (rate-limit-handlers.test.ts sends one).
    expectedArgs: [{ email: "asha@example.in", password: "a-long-password-1" }, null],
    visitorError: null,
    sessionCall: false,
    fallback: GENERIC_FAILURE,
    success: { status: 200, body: { message: OTP_SENT } },
  },
  {
    name: "POST /api/account/password-reset/request",
    method: "POST",
    path: "/api/account/password-reset/request",
    call: (request) => resetRequestRoute(request),
    body: { email: "asha@example.in" },
    badBodies: [
      ["a missing email", {}],
      ["a numeric email", { email: 42 }],
      ["an oversized email", { email: `${long(250)}@example.in` }],
    ],
    backend: jest.mocked(sendResetCode),
    succeed: () => jest.mocked(sendResetCode).mockResolvedValue("Reset code sent"),
    expectedArgs: ["asha@example.in", null],
    visitorError: null,
    sessionCall: false,
    fallback: GENERIC_FAILURE,
    success: { status: 200, body: { message: "Reset code sent" } },
  },
  {
    name: "POST /api/account/password-reset",
    method: "POST",
    path: "/api/account/password-reset",
    call: (request) => resetRoute(request),
    body: { email: "asha@example.in", otp: "123456", newpassword: "another-password" },
    badBodies: [
      ["a missing code", { email: "asha@example.in", newpassword: "another-password" }],
      ["a 5-digit code", { email: "asha@example.in", otp: "12345", newpassword: "another-pw" }],
      ["a numeric code", { email: "asha@example.in", otp: 123456, newpassword: "another-pw" }],
      ["a short password", { email: "asha@example.in", otp: "123456", newpassword: "short" }],
      ["an oversized password", { email: "a@b.in", otp: "123456", newpassword: long(129) }],
    ],
    backend: jest.mocked(resetPassword),
    succeed: () => jest.mocked(resetPassword).mockResolvedValue(""),
    expectedArgs: [
      { email: "asha@example.in", otp: "123456", newpassword: "another-password" },
      null,
    ],
    visitorError: null,
    sessionCall: false,
    fallback: GENERIC_FAILURE,
    success: {
      status: 200,
      body: { message: "Your password has been reset. Please log in with the new password." },
    },
  },
  {
    name: "PUT /api/account/profile",
    method: "PUT",
    path: "/api/account/profile",
    call: (request) => profileRoute(request),
    body: { name: "Asha K", phone: "98765 43210", email: "asha@example.in" },
    badBodies: [
      ["a missing name", { phone: "9876543210", email: "asha@example.in" }],
      ["a blank name", { name: "   ", phone: "9876543210", email: "asha@example.in" }],
      ["a numeric phone", { name: "Asha", phone: 9876543210, email: "asha@example.in" }],
      ["an oversized name", { name: long(81), phone: "9876543210", email: "asha@example.in" }],
      [
        "an oversized current password",
        { name: "Asha", phone: "9876543210", email: "new@example.in", currentPassword: long(129) },
      ],
      [
        "a numeric current password",
        { name: "Asha", phone: "9876543210", email: "new@example.in", currentPassword: 12345678 },
      ],
    ],
    backend: jest.mocked(updateProfile),
    succeed: () =>
      jest
        .mocked(updateProfile)
        .mockResolvedValue({ message: "Profile updated successfully", unchanged: [] }),
    expectedArgs: [TOKEN, { name: "Asha K", phone: "9876543210", email: "asha@example.in" }],
    visitorError: LOGIN_REQUIRED,
    sessionCall: true,
    fallback: "Could not save your profile. Please try again.",
    success: { status: 200, body: { message: "Profile updated successfully" } },
  },
  {
    name: "POST /api/account/verify-email",
    method: "POST",
    path: "/api/account/verify-email",
    call: (request) => verifyRoute(request),
    body: { otp: "654321" },
    badBodies: [
      ["a missing code", {}],
      ["a numeric code", { otp: 654321 }],
      ["a code with letters", { otp: "65a321" }],
      ["an oversized code", { otp: "6".repeat(1000) }],
    ],
    backend: jest.mocked(verifyAccount),
    succeed: () => jest.mocked(verifyAccount).mockResolvedValue("Email verified successfully"),
    expectedArgs: [SESSION.user.id, "654321", TOKEN, null],
    visitorError: USER_ID_MISSING,
    sessionCall: true,
    fallback: VERIFY_FAILED,
    success: { status: 200, body: { message: "Email verified successfully" } },
  },
  {
    name: "POST /api/account/verify-email/resend",
    method: "POST",
    path: "/api/account/verify-email/resend",
    call: (request) => resendRoute(request),
    backend: jest.mocked(sendVerifyCode),
    succeed: () => jest.mocked(sendVerifyCode).mockResolvedValue("Verification code sent"),
    expectedArgs: [SESSION.user.email, TOKEN, null],
    visitorError: LOGIN_REQUIRED,
    sessionCall: true,
    fallback: OTP_RESEND_FAILED,
    success: { status: 200, body: { message: OTP_RESENT } },
  },
  {
    name: "POST /api/account/addresses",
    method: "POST",
    path: "/api/account/addresses",
    call: (request) => addAddressRoute(request),
    body: ADDRESS_INPUT,
    badBodies: ADDRESS_BAD_BODIES,
    backend: jest.mocked(addAddress),
    succeed: () => jest.mocked(addAddress).mockResolvedValue(ADDRESSES),
    expectedArgs: [TOKEN, { ...ADDRESS_INPUT, alternatephone: "" }],
    visitorError: LOGIN_REQUIRED,
    sessionCall: true,
    fallback: "Could not save the address. Please try again.",
    success: { status: 201, body: { message: ADDRESS_ADDED, addresses: ADDRESSES } },
  },
  {
    name: "PUT /api/account/addresses/{id}",
    method: "PUT",
    path: "/api/account/addresses/addr1",
    call: (request) => updateAddressRoute(request, withId("addr1")),
    body: ADDRESS_INPUT,
    badBodies: ADDRESS_BAD_BODIES,
    backend: jest.mocked(updateAddress),
    succeed: () => jest.mocked(updateAddress).mockResolvedValue(ADDRESSES),
    expectedArgs: [TOKEN, SESSION.user.id, "addr1", { ...ADDRESS_INPUT, alternatephone: "" }],
    visitorError: LOGIN_REQUIRED,
    sessionCall: true,
    fallback: "Could not save the address. Please try again.",
    success: { status: 200, body: { message: ADDRESS_UPDATED, addresses: ADDRESSES } },
  },
  {
    name: "DELETE /api/account/addresses/{id}",
    method: "DELETE",
    path: "/api/account/addresses/addr1",
    call: (request) => deleteAddressRoute(request, withId("addr1")),
    backend: jest.mocked(deleteAddress),
    succeed: () => jest.mocked(deleteAddress).mockResolvedValue([]),
    expectedArgs: [TOKEN, SESSION.user.id, "addr1"],
    visitorError: LOGIN_REQUIRED,
    sessionCall: true,
    fallback: ADDRESS_DELETE_FAILED,
    success: { status: 200, body: { message: "Address deleted", addresses: [] } },
  },
];

describeMutationContract(cases);

describe("POST /api/account/password-reset", () => {
  test("ends this browser's session too: the backend revoked every token", async () => {
    jest.mocked(resetPassword).mockResolvedValue("Password reset");
    const response = await resetRoute(
      handlerRequest("POST", "/api/account/password-reset", {
        body: { email: "asha@example.in", otp: "123456", newpassword: "another-password" },
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Password reset" });
    expect(clearedSessionCookies(response)).toHaveLength(1);
  });
});

describe("PUT /api/account/profile with a change of email", () => {
  const PASSWORD = " the shopper's own password ";
  const send = (body: unknown) =>
    profileRoute(handlerRequest("PUT", "/api/account/profile", { body }));
  const newEmail = { name: "Asha K", phone: "9876543210", email: "asha.new@example.in" };

  beforeEach(async () => {
    await resetShopLimiter();
    jest.mocked(readSession).mockResolvedValue(SESSION);
  });

  test("passes the current password to the backend as typed, and logs it nowhere", async () => {
    const logged = (["log", "info", "warn", "error", "debug"] as const).map((method) =>
      jest.spyOn(console, method).mockImplementation(() => {}),
    );
    jest.mocked(updateProfile).mockResolvedValue({ message: "Profile updated", unchanged: [] });
    const response = await send({ ...newEmail, currentPassword: PASSWORD });
    expect(response.status).toBe(200);
    expect(updateProfile).toHaveBeenCalledWith(TOKEN, { ...newEmail, currentPassword: PASSWORD });
    expect(await response.text()).not.toContain(PASSWORD);

    jest.mocked(updateProfile).mockRejectedValue(new BackendError("answered 500", 500));
    expect((await send({ ...newEmail, currentPassword: PASSWORD })).status).toBe(502);
    for (const spy of logged) {
      for (const args of spy.mock.calls) expect(JSON.stringify(args)).not.toContain(PASSWORD);
    }
  });

  test("without a password the backend is still asked: it decides whether one is needed", async () => {
    jest.mocked(updateProfile).mockResolvedValue({ message: "Profile updated", unchanged: [] });
    expect((await send(newEmail)).status).toBe(200);
    expect(updateProfile).toHaveBeenCalledWith(TOKEN, newEmail);
  });

  test("the backend's refusals reach the browser with their words; a wrong password keeps the session", async () => {
    const wrong = "Your current password is not right, so your email was not changed.";
    jest.mocked(updateProfile).mockRejectedValue(new BackendError(wrong, 403));
    const refused = await send({ ...newEmail, currentPassword: "a-guess" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: wrong });
    expect(clearedSessionCookies(refused)).toEqual([]);

    const needed = "Please enter your current password to change your email.";
    jest.mocked(updateProfile).mockRejectedValue(new BackendError(needed, 400));
    const missing = await send(newEmail);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: needed });
  });
});

describe("PUT/DELETE /api/account/addresses/{id} with an id no address can have", () => {
  test.each(["../user/data", long(65), "a b"])(
    "%s is 404 and the backend is not called",
    async (id) => {
      jest.mocked(readSession).mockResolvedValue(SESSION);
      const put = await updateAddressRoute(
        handlerRequest("PUT", "/api/account/addresses/x", { body: ADDRESS_INPUT }),
        withId(id),
      );
      const del = await deleteAddressRoute(
        handlerRequest("DELETE", "/api/account/addresses/x"),
        withId(id),
      );
      expect([put.status, del.status]).toEqual([404, 404]);
      expect(await put.json()).toEqual({ error: "Address not found" });
      expect(updateAddress).not.toHaveBeenCalled();
      expect(deleteAddress).not.toHaveBeenCalled();
    },
  );
});

describe("POST /api/account/logout", () => {
  const send = (origin?: string | null) =>
    logoutRoute(handlerRequest("POST", "/api/account/logout", { origin }));

  test.each([
    ["a foreign", "https://evil.example"],
    ["a missing", null],
  ])("%s Origin is 403 and the backend is not called", async (_, origin) => {
    jest.mocked(readSession).mockResolvedValue(SESSION);
    const response = await send(origin);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: CROSS_SITE });
    expect(logout).not.toHaveBeenCalled();
    expect(clearedSessionCookies(response)).toEqual([]);
  });

  test("revokes the token on the backend, then clears the session cookie", async () => {
    jest.mocked(readSession).mockResolvedValue(SESSION);
    jest.mocked(logout).mockResolvedValue();
    const response = await send();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ message: "You have been logged out." });
    expect(logout).toHaveBeenCalledWith(TOKEN);
    expect(clearedSessionCookies(response)).toHaveLength(1);
    expect(response.headers.getSetCookie().join("\n")).not.toContain("theme=");
  });

  test("a visitor is logged out without a backend call", async () => {
    jest.mocked(readSession).mockResolvedValue(null);
    const response = await send();
    expect(response.status).toBe(200);
    expect(logout).not.toHaveBeenCalled();
    expect(clearedSessionCookies(response)).toHaveLength(1);
  });

  test("a token the backend already forgot (401) still logs out", async () => {
    jest.mocked(readSession).mockResolvedValue(SESSION);
    jest.mocked(logout).mockRejectedValue(new BackendError("Not authorized", 401));
    const response = await send();
    expect(response.status).toBe(200);
    expect(clearedSessionCookies(response)).toHaveLength(1);
  });

  test("an unreachable backend is 503 and the session is kept, to try again", async () => {
    jest.mocked(readSession).mockResolvedValue(SESSION);
    jest.mocked(logout).mockRejectedValue(UNREACHABLE);
    const response = await send();
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    await expectBackendDown(response, "We could not log you out just now. Please try again.");
    expect(clearedSessionCookies(response)).toEqual([]);
  });

  test("a backend failure is 502 and the session is kept", async () => {
    jest.mocked(readSession).mockResolvedValue(SESSION);
    jest
      .mocked(logout)
      .mockRejectedValue(new BackendError("POST /api/auth/logout answered 500", 500));
    const response = await send();
    await expectFallback(response, "We could not log you out just now. Please try again.");
    expect(clearedSessionCookies(response)).toEqual([]);
  });
});

describe("GET /api/account/me", () => {
  const meRoute = () => getMe(handlerRequest("GET", "/api/account/me"));

  test("a visitor gets 200 { user: null }, privately", async () => {
    jest.mocked(readSession).mockResolvedValue(null);
    const response = await meRoute();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ user: null });
    expect(fetchUserData).not.toHaveBeenCalled();
  });

  test("a shopper gets who they are, and never the token", async () => {
    jest.mocked(readSession).mockResolvedValue(SESSION);
    jest.mocked(fetchUserData).mockResolvedValue({
      id: "u-123",
      name: "Asha K",
      email: "asha@example.in",
      isAccountVerify: true,
    });
    const response = await meRoute();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      user: { id: "u-123", name: "Asha K", email: "asha@example.in", isAccountVerify: true },
    });
    expect(text).not.toContain(TOKEN);
    expect(text).not.toMatch(/token/i);
    expect(fetchUserData).toHaveBeenCalledWith(TOKEN);
  });

  test("a user without an id in the backend's answer keeps the session's id", async () => {
    jest.mocked(readSession).mockResolvedValue(SESSION);
    jest
      .mocked(fetchUserData)
      .mockResolvedValue({ id: "", name: "Asha", email: "a@b.in", isAccountVerify: false });
    expect(await (await meRoute()).json()).toMatchObject({ user: { id: SESSION.user.id } });
  });

  test("a dead backend token ends the session", async () => {
    jest.mocked(readSession).mockResolvedValue(SESSION);
    jest.mocked(fetchUserData).mockRejectedValue(new BackendError("Not authorized", 401));
    await expectSessionEnded(await meRoute());
  });

  test("an unreachable backend is 503 with Retry-After and the fallback text only", async () => {
    jest.mocked(readSession).mockResolvedValue(SESSION);
    jest.mocked(fetchUserData).mockRejectedValue(UNREACHABLE);
    await expectBackendDown(await meRoute(), "Could not load your account.");
  });

  test("once the backend is back, the next call works: no failure is remembered", async () => {
    jest.mocked(readSession).mockResolvedValue(SESSION);
    jest.mocked(fetchUserData).mockRejectedValueOnce(UNREACHABLE).mockResolvedValueOnce({
      id: "u-123",
      name: "Asha K",
      email: "asha@example.in",
      isAccountVerify: true,
    });
    expect((await meRoute()).status).toBe(503);
    expect((await meRoute()).status).toBe(200);
  });
});
