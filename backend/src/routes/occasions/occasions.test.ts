import { eq } from "drizzle-orm";
import { MAX_OCCASIONS } from "@giftshop/shared/occasions";
import { newId } from "../../lib/ids";
import { occasions, orders } from "../../db/schema";
import { expectRejected, testNeedsLiveToken } from "../../test/expect";
import { shippingAddress, signUp, type Shopper } from "../../test/shopper";
import { createTestApp, testAppPerFile, type Json } from "../../test/test-app";
import { testEngine } from "../../test/test-db";

const t = testAppPerFile({ seedFixture: false });

/** Noon in India on 10 March 2027: the shop's today for these tests. */
const TODAY = new Date("2027-03-10T12:00:00+05:30");
beforeAll(() => t.setNow(TODAY));

const birthday = {
  name: "Meera",
  recipient: "mother",
  occasion: "birthday",
  date: "1961-08-14",
  repeats: "yearly",
};

const add = (shopper: Shopper, body: unknown) =>
  t.send("POST", "/api/client/occasions", { token: shopper.token, body });
const list = async (shopper: Shopper) => {
  const answer = await t.send("GET", "/api/client/occasions", { token: shopper.token });
  expect(answer.status).toBe(200);
  return (answer.body as { occasions: Json[] }).occasions;
};
const rowsOf = (shopper: Shopper) =>
  t.database.db.select().from(occasions).where(eq(occasions.userId, shopper.id));

describe(`occasions (${testEngine})`, () => {
  testNeedsLiveToken(t, [
    ["GET", "/api/client/occasions", undefined],
    ["POST", "/api/client/occasions", birthday],
    ["DELETE", `/api/client/occasions/${"a".repeat(24)}`, undefined],
  ]);

  test("a yearly birthday is saved by day and month, listed with its next date, and deleted", async () => {
    const shopper = await signUp(t, "occ");
    const added = await add(shopper, birthday);
    expect(added.status).toBe(201);
    const occasion = (added.body as { occasion: Json }).occasion;
    expect(occasion).toMatchObject({
      name: "Meera",
      recipient: "mother",
      occasion: "birthday",
      month: 8,
      day: 14,
      year: null,
      repeats: "yearly",
      reminders: true,
      nextDate: "2027-08-14",
      orderId: null,
    });
    expect(await list(shopper)).toEqual([occasion]);

    const deleted = await t.send("DELETE", `/api/client/occasions/${String(occasion.id)}`, {
      token: shopper.token,
    });
    expect(deleted.status).toBe(200);
    expect(await list(shopper)).toEqual([]);
  });

  test("a yearly day already past this year comes next year; a one-time day keeps its year", async () => {
    const shopper = await signUp(t, "occ-next");
    await add(shopper, { ...birthday, date: "1990-01-02" });
    await add(shopper, { ...birthday, occasion: "wedding", date: "2027-03-10", repeats: "once" });
    expect((await list(shopper)).map((o) => [o.nextDate, o.year, o.repeats])).toEqual([
      ["2028-01-02", null, "yearly"],
      ["2027-03-10", 2027, "once"],
    ]);
  });

  test("a shopper sees and deletes only their own occasions: another's is a 404 and stays", async () => {
    const owner = await signUp(t, "occ-owner");
    const other = await signUp(t, "occ-other");
    const id = String(((await add(owner, birthday)).body as { occasion: Json }).occasion.id);
    expect(await list(other)).toEqual([]);
    const answer = await t.send("DELETE", `/api/client/occasions/${id}`, { token: other.token });
    expectRejected(answer, 404, "Occasion not found");
    expect(await rowsOf(owner)).toHaveLength(1);
    const malformed = await t.send("DELETE", "/api/client/occasions/not-an-id", {
      token: owner.token,
    });
    expectRejected(malformed, 404, "Occasion not found");
  });

  test.each<[string, unknown, string]>([
    ["no name", { ...birthday, name: "  " }, "name"],
    ["a 61-character name", { ...birthday, name: "a".repeat(61) }, "name"],
    ["a NUL in the name", { ...birthday, name: "Me\u0000era" }, "name"],
    ["an unknown recipient", { ...birthday, recipient: "uncle" }, "recipient"],
    ["an unknown occasion", { ...birthday, occasion: "diwali" }, "occasion"],
    ["30 February", { ...birthday, date: "1990-02-30" }, "date"],
    ["29 February in a year without one", { ...birthday, date: "2027-02-29" }, "date"],
    ["a date in another format", { ...birthday, date: "14/08/1961" }, "date"],
    ["no repeat", { ...birthday, repeats: "monthly" }, "repeats"],
    ["a malformed order id", { ...birthday, orderId: "123" }, "orderId"],
    [
      "a one-time day already past",
      { ...birthday, repeats: "once", date: "2027-03-09" },
      "today or later",
    ],
  ])("%s is refused with 400 naming it, and nothing is saved", async (_what, body, field) => {
    const shopper = await signUp(t, "occ-bad");
    expectRejected(await add(shopper, body), 400, field);
    expect(await rowsOf(shopper)).toEqual([]);
  });

  test("29 February is a yearly day (kept on 28 February in other years)", async () => {
    const shopper = await signUp(t, "occ-leap");
    const added = await add(shopper, { ...birthday, date: "2024-02-29" });
    expect(added.status).toBe(201);
    expect((added.body as { occasion: Json }).occasion).toMatchObject({
      month: 2,
      day: 29,
      nextDate: "2028-02-29",
    });
  });

  test("an occasion may name the shopper's own order, and no one else's", async () => {
    const owner = await signUp(t, "occ-order");
    const other = await signUp(t, "occ-order-other");
    const orderId = newId();
    await t.database.db
      .insert(orders)
      .values({ id: orderId, userId: owner.id, totalAmount: 599, shippingAddress });
    const refused = await add(other, { ...birthday, orderId });
    expectRejected(refused, 404, "order could not be found");
    expect(await rowsOf(other)).toEqual([]);
    const saved = await add(owner, { ...birthday, orderId });
    expect(saved.status).toBe(201);
    expect((saved.body as { occasion: Json }).occasion.orderId).toBe(orderId);
  });

  test(`a shopper keeps at most ${MAX_OCCASIONS} occasions: one more is 409 until one goes`, async () => {
    const shopper = await signUp(t, "occ-full");
    await t.database.db.insert(occasions).values(
      Array.from({ length: MAX_OCCASIONS }, () => ({
        id: newId(),
        userId: shopper.id,
        name: "Friend",
        occasion: "birthday" as const,
        month: 1,
        day: 1,
        unsubscribeToken: newId() + newId().slice(0, 8),
      })),
    );
    expectRejected(await add(shopper, birthday), 409, `up to ${MAX_OCCASIONS}`);
    expect(await rowsOf(shopper)).toHaveLength(MAX_OCCASIONS);
  });

  test("the unsubscribe link stops one occasion's reminders, answers the same again, and refuses an unknown token", async () => {
    const shopper = await signUp(t, "occ-unsub");
    await add(shopper, birthday);
    await add(shopper, { ...birthday, name: "Ravi", recipient: "husband" });
    const meera = (await rowsOf(shopper)).find((row) => row.name === "Meera");
    const token = meera!.unsubscribeToken;
    for (let round = 0; round < 2; round += 1) {
      const answer = await t.send("POST", "/api/client/occasions/unsubscribe", {
        body: { token },
      });
      expect(answer).toMatchObject({
        status: 200,
        body: { success: true, name: "Meera", occasion: "birthday" },
      });
    }
    const listed = await list(shopper);
    expect(listed.map((o) => [o.name, o.reminders])).toEqual([
      ["Meera", false],
      ["Ravi", true],
    ]);
    const unknown = await t.send("POST", "/api/client/occasions/unsubscribe", {
      body: { token: "x".repeat(32) },
    });
    expectRejected(unknown, 404, "not valid");
    const malformed = await t.send("POST", "/api/client/occasions/unsubscribe", {
      body: { token: "short" },
    });
    expectRejected(malformed, 400, "token");
  });
});

describe(`occasions in the contract profile (${testEngine})`, () => {
  test("a plain §7 backend has no occasion routes", async () => {
    const contract = await createTestApp({ seedFixture: false, profile: "contract" });
    try {
      const shopper = await signUp(contract, "occ-contract");
      for (const [method, path, body] of [
        ["GET", "/api/client/occasions", undefined],
        ["POST", "/api/client/occasions", birthday],
        ["POST", "/api/client/occasions/unsubscribe", { token: "x".repeat(32) }],
      ] as const) {
        const answer = await contract.send(method, path, { token: shopper.token, body });
        expect(answer.status).toBe(404);
      }
    } finally {
      await contract.close();
    }
  });
});
