/**
 * The shopper's choice of channels for order updates (docs/after-the-order.md "Order updates"):
 * mail on and texts off until chosen, SMS or WhatsApp only with a mobile number, checked by
 * zod, behind the shopper's token, and absent from a plain §7 backend.
 */
import { NEEDS_MOBILE } from "@giftshop/shared/notification-channels";
import { appOver, testAppPerFile } from "../../test/test-app";
import { expectRefused, testNeedsLiveToken } from "../../test/expect";
import { signUp, type Account } from "../../test/shopper";
import { testEngine } from "../../test/test-db";

const t = testAppPerFile({ seedFixture: false });
const PATH = "/api/client/notifications";

const channels = (account: Account) => t.send("GET", PATH, { token: account.token });
const choose = (account: Account, body: unknown) =>
  t.send("PUT", PATH, { token: account.token, body });

describe(`order update channels (${testEngine})`, () => {
  testNeedsLiveToken(t, [
    ["GET", PATH, undefined],
    ["PUT", PATH, { mail: true, sms: false, whatsapp: false }],
  ]);

  test("mail is on and texts off until the shopper chooses", async () => {
    const account = await signUp(t, "defaults");
    expect(await channels(account)).toMatchObject({
      status: 200,
      body: { success: true, channels: { mail: true, sms: false, whatsapp: false }, mobile: false },
    });
  });

  test("SMS or WhatsApp needs the profile's mobile number", async () => {
    const account = await signUp(t, "mobile");
    expectRefused(
      await choose(account, { mail: true, sms: true, whatsapp: false }),
      400,
      NEEDS_MOBILE,
    );
    const profile = { name: account.name, phone: "9876543210", email: account.email };
    expect(
      (await t.send("POST", "/api/user/updateprofile", { token: account.token, body: profile }))
        .status,
    ).toBe(200);
    const saved = await choose(account, { mail: false, sms: false, whatsapp: true });
    expect(saved).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: "Order updates saved",
        channels: { mail: false, sms: false, whatsapp: true },
        mobile: true,
      },
    });
    expect((await channels(account)).body).toMatchObject({
      channels: { mail: false, sms: false, whatsapp: true },
    });
  });

  test.each([
    [{ mail: true, sms: false }, "whatsapp must be true or false"],
    [{ mail: "yes", sms: false, whatsapp: false }, "mail must be true or false"],
    [{ mail: true, sms: false, whatsapp: false, email: "x@example.com" }, "email"],
  ])("a malformed choice %j is 400 and changes nothing", async (body, message) => {
    const account = await signUp(t, "malformed");
    const answer = await choose(account, body);
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toContain(message);
    expect((await channels(account)).body).toMatchObject({
      channels: { mail: true, sms: false, whatsapp: false },
    });
  });

  test("a plain §7 backend has no such route", async () => {
    const account = await signUp(t, "contract");
    const contract = appOver(t, { profile: "contract" });
    const answer = await contract.request(PATH, {
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(answer.status).toBe(404);
  });
});
