/**
 * The shop's own order mail as a phishing carrier (docs/security.md "The delivery promise
 * under abuse"): a shopper points the profile's email at someone else's address, then places
 * a free cash-on-delivery order whose name and card message read "Your account is locked.
 * Call …", and the order confirmation takes those words to that address. Each test is the
 * attacker's steps; in full mode an email change needs the account's password, the old
 * address is told, and order mail goes only to a verified address.
 */
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { RATE_LIMITS } from "@giftshop/shared/rate-limit/rules";
import { oneTimeCodes, orders, users } from "../../db/schema";
import { maskEmail, renderEmailChangedMail } from "../../mail";
import { ids } from "../../test/fixture";
import { giftIds } from "../../test/gifting-fixture";
import { shippingAddress, signUp, verifyEmail, type Shopper } from "../../test/shopper";
import { appOver, testAppPerFile, type Answer, type Json } from "../../test/test-app";
import { testEngine } from "../../test/test-db";
import { PASSWORD_NEEDED, WRONG_PASSWORD } from "./user.handlers";

const t = testAppPerFile({ seedGifting: true });

/** The password test/shopper.ts signs every shopper up with. */
const PASSWORD = "a-long-password-1";
const PHISHING = "Your account is locked. Call 1800 123 4567 now";

/** Everything written to the console while this file runs. */
const consoleLines: string[] = [];
beforeAll(() => {
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleLines.push(args.map(String).join(" "));
    });
  }
});
afterAll(() => jest.restoreAllMocks());

let serial = 0;
/** Someone else's address: the attacker's target. */
const victimAddress = () => `victim${++serial}-${Date.now()}@example.in`;

const updateProfile = (shopper: Shopper, body: Json) =>
  t.send("POST", "/api/user/updateprofile", { token: shopper.token, body });

/** The profile form's body: the phishing name, a phone, and `email`. */
const phishingProfile = (email: string, more: Json = {}) => ({
  name: PHISHING,
  phone: "9876543210",
  email,
  ...more,
});

/** Points `shopper`'s profile at `email`, giving the account's password as the form asks. */
const changeEmail = (shopper: Shopper, email: string) =>
  updateProfile(shopper, phishingProfile(email, { currentPassword: PASSWORD }));

const storedEmail = async (shopper: Shopper) => {
  const [row] = await t.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, shopper.id));
  return row?.email;
};

/** The outbox's files sent to `email` whose kind is `kind` ("order", "email-changed", …). */
const mailFiles = (email: string, kind: string) =>
  fs
    .readdirSync(t.outboxDir)
    .filter((file) => file.includes(`-${kind}-`) && file.endsWith(`-${email}.eml`));

/** The readable text of an .eml file: quoted-printable undone. */
function mailText(file: string): string {
  const raw = fs.readFileSync(path.join(t.outboxDir, file), "utf8").replace(/=\r?\n/g, "");
  const bytes = raw.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function expectRefusal(answer: Answer, status: number, message: string) {
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual({ success: false, message });
}

/** A cash-on-delivery order of 6 roses whose card carries the phishing text. */
async function phishingOrder(shopper: Shopper): Promise<Answer> {
  const added = await t.send("POST", "/api/auth/Cart", {
    token: shopper.token,
    body: {
      productId: giftIds.roses,
      variantId: "6-stems",
      personalisation: { cakeMessage: "", cardMessage: PHISHING, photos: [] },
    },
  });
  expect(added.status).toBe(200);
  const [line] = (added.body as { cart: { line: string }[] }).cart;
  return t.send("POST", "/api/client/place-order", {
    token: shopper.token,
    body: {
      items: [
        {
          productId: giftIds.roses,
          line: line?.line,
          name: "Red Roses Hand Bunch",
          quantity: 1,
          price: 399,
          sellerId: ids.seller,
        },
      ],
      totalAmount: 399,
      shippingAddress: { ...shippingAddress, name: PHISHING },
    },
  });
}

describe(`changing the profile's email (full mode, ${testEngine})`, () => {
  test("without the password: 400, and nothing changes", async () => {
    const attacker = await signUp(t, "nopass");
    const target = victimAddress();
    for (const currentPassword of [undefined, ""]) {
      const answer = await updateProfile(attacker, phishingProfile(target, { currentPassword }));
      expectRefusal(answer, 400, PASSWORD_NEEDED);
    }
    expect(await storedEmail(attacker)).toBe(attacker.email);
    expect(t.mailCount(target)).toBe(0);
    expect(mailFiles(attacker.email, "email-changed")).toEqual([]);
  });

  test("with a wrong password: 403 (the session lives on), and nothing changes", async () => {
    const attacker = await signUp(t, "wrongpass");
    const target = victimAddress();
    const answer = await updateProfile(
      attacker,
      phishingProfile(target, { currentPassword: "not-the-password" }),
    );
    expectRefusal(answer, 403, WRONG_PASSWORD);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, attacker.id));
    expect(row).toMatchObject({ email: attacker.email, name: "Shopper wrongpass" });
    const data = await t.send("GET", "/api/user/data", { token: attacker.token });
    expect(data.status).toBe(200);
    expect(t.mailCount(target)).toBe(0);
  });

  test("a taken address is not told apart without the password: 400, not 409", async () => {
    const owner = await signUp(t, "taken-owner");
    const prober = await signUp(t, "taken-prober");
    const answer = await updateProfile(prober, phishingProfile(owner.email));
    expectRefusal(answer, 400, PASSWORD_NEEDED);
  });

  test("password guesses share the login's limit for the account's email: the next is 429, even the right one", async () => {
    const attacker = await signUp(t, "guesses");
    const target = victimAddress();
    const { limit } = RATE_LIMITS["login-email"];
    for (let guess = 0; guess < limit; guess += 1) {
      const answer = await updateProfile(
        attacker,
        phishingProfile(target, { currentPassword: `guess-${guess}` }),
      );
      expect(answer.status).toBe(403);
    }
    const right = await changeEmail(attacker, target);
    expect(right.status).toBe(429);
    expect(right.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await storedEmail(attacker)).toBe(attacker.email);
    // The same budget as the login's: the login for that email waits too.
    const login = await t.send("POST", "/api/auth/login", {
      body: { email: attacker.email, password: PASSWORD },
    });
    expect(login.status).toBe(429);
  });

  test("with the right password: changed, unverified, and the old address is told, masked", async () => {
    const owner = await signUp(t, "rightpass");
    const newEmail = victimAddress();
    const answer = await changeEmail(owner, newEmail);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ profile: { email: newEmail, isAccountVerify: false } });

    const [notice, ...more] = mailFiles(owner.email, "email-changed");
    expect(more).toEqual([]);
    const text = mailText(notice ?? "");
    expect(text).toContain("Subject: Uphaar: the email of your account was changed");
    expect(text).toContain(maskEmail(newEmail));
    expect(text).toContain("Contact Us");
    // Nothing the shopper wrote: not the new address in full, not the (phishing) name.
    expect(text).not.toContain(newEmail);
    expect(text).not.toContain("locked");
    expect(t.mailCount(newEmail)).toBe(0);
  });

  test("name and phone change without the password, and tell no one", async () => {
    const owner = await signUp(t, "nameonly");
    const answer = await updateProfile(owner, {
      name: "Asha Rao",
      phone: "9876543210",
      email: owner.email.toUpperCase(),
    });
    expect(answer.status).toBe(200);
    expect(mailFiles(owner.email, "email-changed")).toEqual([]);
  });
});

test.each([
  ["asha.kumar@example.in", "as***@e***.in"],
  ["ab@x.co", "a***@x***.co"],
  ["someone@mail.example.co.in", "so***@m***.in"],
])("the notice shows %s as %s, never the address in full", (email, masked) => {
  expect(maskEmail(email)).toBe(masked);
  const { text, html } = renderEmailChangedMail({ to: "old@example.in", newEmail: email });
  expect(text).toContain(masked);
  expect(text).not.toContain(email);
  expect(html).not.toContain(email);
});

describe(`the order mail goes only to a verified address (full mode, ${testEngine})`, () => {
  test("the attacker's free cash order is placed, and no mail carries its words", async () => {
    const attacker = await signUp(t, "phish");
    const target = victimAddress();
    const changed = await changeEmail(attacker, target);
    expect(changed.status).toBe(200);

    const order = await phishingOrder(attacker);
    expect(order.status).toBe(201);
    const orderId = String((order.body as { order: Json }).order._id);
    const [saved] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(saved?.userId).toBe(attacker.id);
    expect(t.mailCount(target)).toBe(0);
    for (const file of fs.readdirSync(t.outboxDir)) expect(mailText(file)).not.toContain(PHISHING);
  });

  test("once the new address is proven with the code mailed to it, its orders are confirmed", async () => {
    const shopper = await signUp(t, "proven");
    const newEmail = victimAddress();
    const body = { name: "Asha Rao", phone: "9876543210", email: newEmail };
    const changed = await updateProfile(shopper, { ...body, currentPassword: PASSWORD });
    expect(changed.status).toBe(200);
    // Past the one-code-a-minute rule: sign-up mailed a code a moment ago.
    await t.database.db
      .update(oneTimeCodes)
      .set({ createdAt: sql`${oneTimeCodes.createdAt} - make_interval(secs => 61)` })
      .where(eq(oneTimeCodes.userId, shopper.id));
    const asked = await t.send("POST", "/api/auth/send-verify-otp", { body: { email: newEmail } });
    expect(asked.status).toBe(200);
    const otp = t.lastCode(newEmail, "verify");
    const verified = await t.send("POST", "/api/auth/verify-Account", {
      body: { userId: shopper.id, otp },
    });
    expect(verified.status).toBe(200);

    expect((await phishingOrder(shopper)).status).toBe(201);
    expect(mailFiles(newEmail, "order")).toHaveLength(1);
  });

  test("a verified account's order is confirmed to its address", async () => {
    const shopper = await signUp(t, "verified");
    await verifyEmail(t, shopper);
    expect((await phishingOrder(shopper)).status).toBe(201);
    expect(mailFiles(shopper.email, "order")).toHaveLength(1);
  });
});

describe(`contract mode, a plain §7 backend (${testEngine})`, () => {
  test("changes the email without a password and tells no one", async () => {
    const app = appOver(t, { profile: "contract" });
    const shopper = await signUp(t, "contract");
    const target = victimAddress();
    const response = await app.request("/api/user/updateprofile", {
      method: "POST",
      headers: { "content-type": "application/json", token: shopper.token },
      body: JSON.stringify(phishingProfile(target)),
    });
    expect(response.status).toBe(200);
    expect(await storedEmail(shopper)).toBe(target);
    expect(mailFiles(shopper.email, "email-changed")).toEqual([]);
  });
});

test("no console line and no mail of this file holds a password it sent", () => {
  const secrets = [PASSWORD, "not-the-password", "guess-0"];
  const logged = consoleLines.join("\n");
  for (const secret of secrets) expect(logged).not.toContain(secret);
  for (const file of fs.readdirSync(t.outboxDir)) {
    const text = mailText(file);
    for (const secret of secrets) expect(text).not.toContain(secret);
  }
});
