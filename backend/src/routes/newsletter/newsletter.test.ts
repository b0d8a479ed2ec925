import { sql } from "drizzle-orm";
import { newsletterSubscribers } from "../../db/schema";
import { expectRejected } from "../../test/expect";
import { testAppPerFile, type Json } from "../../test/test-app";
import { testEngine } from "../../test/test-db";

const t = testAppPerFile();

/** Subscriber rows whose email matches `email` case-insensitively. */
const rowsFor = (email: string) =>
  t.database.db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`);

const allRows = () => t.database.db.select().from(newsletterSubscribers);

describe(`POST /api/newsletter (${testEngine})`, () => {
  test("a new email subscribes with 201 and one stored row", async () => {
    const answer = await t.post("/api/newsletter", { email: "meera@example.in" });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, message: expect.any(String) });
    const rows = await rowsFor("meera@example.in");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.email).toBe("meera@example.in");
  });

  test("the same email in another letter case answers 200 'already subscribed' and stores no second row", async () => {
    expect((await t.post("/api/newsletter", { email: "Rahul.Verma@Example.in" })).status).toBe(201);
    const before = (await allRows()).length;
    for (const email of [
      "rahul.verma@example.in",
      "RAHUL.VERMA@EXAMPLE.IN",
      " Rahul.Verma@Example.in ",
    ]) {
      const again = await t.post("/api/newsletter", { email });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ success: true });
      expect((again.body as Json).message).toMatch(/already subscribed/i);
    }
    expect(await rowsFor("rahul.verma@example.in")).toHaveLength(1);
    expect((await allRows()).length).toBe(before);
  });

  test("the email is trimmed before it is stored", async () => {
    expect((await t.post("/api/newsletter", { email: "  sana@example.in  " })).status).toBe(201);
    const rows = await rowsFor("sana@example.in");
    expect(rows.map((r) => r.email)).toEqual(["sana@example.in"]);
  });

  test.each<[string, unknown]>([
    ["no @", { email: "not-an-email" }],
    ["no domain", { email: "someone@" }],
    ["blank", { email: "   " }],
    ["missing", {}],
    ["a number", { email: 42 }],
    ["null", { email: null }],
    ["300 characters", { email: `${"a".repeat(288)}@example.in` }],
  ])("a bad email (%s) answers 400 naming email, and stores nothing", async (_name, body) => {
    const before = (await allRows()).length;
    const answer = await t.post("/api/newsletter", body);
    expectRejected(answer, 400, "email");
    expect((await allRows()).length).toBe(before);
  });

  test("an invalid JSON body answers 400", async () => {
    const answer = await t.post("/api/newsletter", "{email:");
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
  });
});
