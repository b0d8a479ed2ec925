import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { occasionReminders, occasions } from "../db/schema";
import { createMailer, type Mailer } from "../mail";
import { signUp, verifyEmail, type Account } from "../test/shopper";
import { testAppPerFile, type Json } from "../test/test-app";
import { testEngine } from "../test/test-db";
import type { ReminderMail } from "./reminder-mail";
import { sendDueReminders } from "./send";

const t = testAppPerFile({ seedFixture: false });
const SITE = "https://shop.example.in";

/** 9 am in India on `day`. */
const at = (day: string) => new Date(`${day}T09:00:00+05:30`);

/** A mailer that keeps what it was asked to send. */
function recordingMailer(sent: ReminderMail[], fail = false): Mailer {
  const unused = () => Promise.reject(new Error("not a reminder"));
  return {
    sendCode: unused,
    sendResetLocked: unused,
    sendOrderPlaced: unused,
    sendEmailChanged: unused,
    sendOrderCancelled: unused,
    sendRefundProcessed: unused,
    sendOrderUpdate: unused,
    sendDeliveryMoved: unused,
    sendOccasionReminder: async (mail) => {
      if (fail) throw new Error("SMTP down");
      sent.push(mail);
    },
  };
}

/** One round on `day` with a recording mailer: the reminders mailed to `shopper`. */
async function roundOn(day: string, shopper: Account, mailer?: Mailer) {
  const sent: ReminderMail[] = [];
  await sendDueReminders(t.database.db, mailer ?? recordingMailer(sent), () => at(day), {
    siteUrl: SITE,
    log: () => {},
  });
  return sent.filter((mail) => mail.to === shopper.email);
}

/** A verified shopper with one occasion, saved while the shop's clock reads `savedOn`. */
async function shopperWith(occasion: Json, savedOn = "2027-01-01") {
  const shopper = await signUp(t, "remind");
  await verifyEmail(t, shopper);
  t.setNow(at(savedOn));
  const answer = await t.send("POST", "/api/client/occasions", {
    token: shopper.token,
    body: {
      name: "Meera",
      recipient: "mother",
      occasion: "birthday",
      repeats: "yearly",
      ...occasion,
    },
  });
  t.setNow(null);
  if (answer.status !== 201) throw new Error(`add answered ${answer.status}`);
  return shopper;
}

describe(`sendDueReminders (${testEngine})`, () => {
  test("a yearly birthday is mailed 7 days and 1 day before, once each, and on no other day", async () => {
    const shopper = await shopperWith({ date: "1961-08-14" });
    const days = ["2027-08-06", "2027-08-07", "2027-08-07", "2027-08-08", "2027-08-13"];
    const mailed: [string, number][] = [];
    for (const day of [...days, "2027-08-13", "2027-08-14"]) {
      for (const mail of await roundOn(day, shopper)) mailed.push([day, mail.daysLeft]);
    }
    expect(mailed).toEqual([
      ["2027-08-07", 7],
      ["2027-08-13", 1],
    ]);
  });

  test("the mail names who and when, links to gifts for that person and occasion, and to unsubscribe", async () => {
    const shopper = await shopperWith({
      date: "1961-09-20",
      recipient: "bofriends",
      name: "Kabir",
    });
    const [mail] = await roundOn("2027-09-13", shopper);
    const [row] = await t.database.db
      .select()
      .from(occasions)
      .where(eq(occasions.userId, shopper.id));
    expect(mail).toEqual({
      to: shopper.email,
      name: shopper.name,
      who: "Kabir",
      occasion: "birthday",
      date: "2027-09-20",
      daysLeft: 7,
      giftsUrl: `${SITE}/search-results?query=birthday%20gifts%20for%20boyfriend`,
      unsubscribeUrl: `${SITE}/reminders/unsubscribe?token=${row!.unsubscribeToken}`,
      oneClickUrl: `${SITE}/api/reminders/unsubscribe?token=${row!.unsubscribeToken}`,
    });
  });

  test("the mail as sent carries RFC 8058's one-click unsubscribe headers and the links", async () => {
    const shopper = await shopperWith({
      date: "1961-10-05",
      recipient: "",
      occasion: "anniversary",
    });
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "giftshop-reminders-"));
    const mailer = createMailer({ from: "Uphaar <test@uphaar.example>", outboxDir, log: () => {} });
    await roundOn("2027-10-04", shopper, mailer);
    const [file] = fs.readdirSync(outboxDir);
    // Headers unfolded, the body's quoted-printable decoded: the message as a mail client reads
    // it. The headers are not quoted-printable: a token there beginning with two hex digits
    // ("=5E…" after "token") must stay as it is.
    const message = fs.readFileSync(path.join(outboxDir, file!), "utf8");
    const bodyAt = message.search(/\r?\n\r?\n/);
    const headers = message.slice(0, bodyAt).replace(/\r?\n[ \t]+/g, " ");
    const body = message
      .slice(bodyAt)
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const raw = headers + body;
    expect(raw).toMatch(/^Subject: Uphaar: Meera's anniversary is tomorrow$/m);
    expect(raw).toMatch(
      new RegExp(`^List-Unsubscribe: <${SITE}/api/reminders/unsubscribe\\?token=[\\w-]{32}>$`, "m"),
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(raw).toContain(`Find a gift: ${SITE}/search-results?query=anniversary%20gifts`);
    expect(raw).toMatch(new RegExp(`${SITE}/reminders/unsubscribe\\?token=[\\w-]{32}`));
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });

  test("across the year's end the reminder is claimed for the next year's day, and again a year later", async () => {
    const shopper = await shopperWith({ date: "1990-01-02" });
    expect((await roundOn("2027-12-26", shopper)).map((m) => m.date)).toEqual(["2028-01-02"]);
    expect((await roundOn("2028-01-01", shopper)).map((m) => m.date)).toEqual(["2028-01-02"]);
    expect((await roundOn("2028-12-26", shopper)).map((m) => m.date)).toEqual(["2029-01-02"]);
    const claims = await t.database.db
      .select({ date: occasionReminders.occasionDate, lead: occasionReminders.leadDays })
      .from(occasionReminders)
      .innerJoin(occasions, eq(occasions.id, occasionReminders.occasionId))
      .where(eq(occasions.userId, shopper.id));
    expect(claims.map((c) => `${c.date}/${c.lead}`).sort()).toEqual([
      "2028-01-02/1",
      "2028-01-02/7",
      "2029-01-02/7",
    ]);
  });

  test("29 February is reminded before 28 February in a year without one, before 29 February in a leap year", async () => {
    const shopper = await shopperWith({ date: "2024-02-29" });
    expect((await roundOn("2027-02-21", shopper)).map((m) => m.date)).toEqual(["2027-02-28"]);
    expect((await roundOn("2027-02-27", shopper)).map((m) => m.date)).toEqual(["2027-02-28"]);
    expect(await roundOn("2028-02-21", shopper)).toEqual([]);
    expect((await roundOn("2028-02-22", shopper)).map((m) => m.date)).toEqual(["2028-02-29"]);
    expect((await roundOn("2028-02-28", shopper)).map((m) => m.date)).toEqual(["2028-02-29"]);
  });

  test("a one-time occasion is reminded in its own year only", async () => {
    const shopper = await shopperWith({ date: "2027-05-20", repeats: "once", occasion: "wedding" });
    expect((await roundOn("2027-05-13", shopper)).map((m) => m.date)).toEqual(["2027-05-20"]);
    expect(await roundOn("2028-05-13", shopper)).toEqual([]);
  });

  test("two senders at once mail each reminder exactly once", async () => {
    const shopper = await shopperWith({ date: "1961-06-30" });
    const sent: ReminderMail[] = [];
    const rounds = await Promise.all(
      Array.from({ length: 4 }, () =>
        sendDueReminders(t.database.db, recordingMailer(sent), () => at("2027-06-23"), {
          siteUrl: SITE,
          log: () => {},
        }),
      ),
    );
    expect(sent.filter((mail) => mail.to === shopper.email)).toHaveLength(1);
    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(sent.length);
  });

  test("a mail the transport refuses is tried again by the next round", async () => {
    const shopper = await shopperWith({ date: "1961-07-15" });
    const logged: string[] = [];
    const round = await sendDueReminders(
      t.database.db,
      recordingMailer([], true),
      () => at("2027-07-08"),
      { siteUrl: SITE, log: (line) => logged.push(line) },
    );
    expect(round.failed).toBeGreaterThanOrEqual(1);
    expect(logged.join("\n")).toContain("[reminders]");
    expect(await roundOn("2027-07-08", shopper)).toHaveLength(1);
  });

  test("after the mail's unsubscribe, that occasion is not reminded; the shopper's others still are", async () => {
    const shopper = await shopperWith({ date: "1961-11-11" });
    t.setNow(at("2027-01-01"));
    await t.send("POST", "/api/client/occasions", {
      token: shopper.token,
      body: { name: "Ravi", occasion: "anniversary", date: "2000-11-11", repeats: "yearly" },
    });
    t.setNow(null);
    const [first, second] = await roundOn("2027-11-04", shopper);
    expect([first?.who, second?.who]).toEqual(["Meera", "Ravi"]);
    const token = new URL(first!.unsubscribeUrl).searchParams.get("token");
    const answer = await t.send("POST", "/api/client/occasions/unsubscribe", { body: { token } });
    expect(answer.status).toBe(200);
    expect((await roundOn("2027-11-10", shopper)).map((m) => m.who)).toEqual(["Ravi"]);
    expect((await roundOn("2028-11-04", shopper)).map((m) => m.who)).toEqual(["Ravi"]);
  });

  test("an owner whose email is not verified is not mailed", async () => {
    const shopper = await signUp(t, "remind-unverified");
    t.setNow(at("2027-01-01"));
    await t.send("POST", "/api/client/occasions", {
      token: shopper.token,
      body: { name: "Meera", occasion: "birthday", date: "1961-12-12", repeats: "yearly" },
    });
    t.setNow(null);
    expect(await roundOn("2027-12-05", shopper)).toEqual([]);
  });
});
