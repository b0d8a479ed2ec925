import { feedback } from "../../db/schema";
import { testAppPerFile, type Json } from "../../test/test-app";
import { testEngine } from "../../test/test-db";

const t = testAppPerFile();

const storedFeedback = () => t.database.db.select().from(feedback);

const valid = {
  name: "Anita Desai",
  email: "anita@example.in",
  message: "The cake arrived on time and tasted great.",
};

function without(field: keyof typeof valid): Json {
  const copy: Json = { ...valid };
  delete copy[field];
  return copy;
}

describe(`POST /api/feedback (${testEngine})`, () => {
  test("valid feedback answers 201 with the spec's success message and is stored", async () => {
    const answer = await t.post("/api/feedback", valid);
    expect(answer).toEqual({
      status: 201,
      body: { success: true, message: "Feedback submitted successfully!" },
    });
    const rows = (await storedFeedback()).filter((row) => row.email === valid.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      name: valid.name,
      email: valid.email,
      message: valid.message,
    });
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
  });

  test("name, email and message are stored trimmed", async () => {
    const answer = await t.post("/api/feedback", {
      name: "  Vikram  ",
      email: "  vikram@example.in ",
      message: "\n Loved the flowers. \n",
    });
    expect(answer.status).toBe(201);
    const row = (await storedFeedback()).find((r) => r.email === "vikram@example.in");
    expect(row).toMatchObject({ name: "Vikram", message: "Loved the flowers." });
  });

  test("a 5000-character message is accepted (the bound is inclusive)", async () => {
    const answer = await t.post("/api/feedback", {
      ...valid,
      email: "long@example.in",
      message: "m".repeat(5000),
    });
    expect(answer.status).toBe(201);
  });

  test.each<[string, Json, string]>([
    ["name missing", without("name"), "name"],
    ["name blank", { ...valid, name: "   " }, "name"],
    ["name a number", { ...valid, name: 7 }, "name"],
    ["name of 101 characters", { ...valid, name: "n".repeat(101) }, "name"],
    ["email missing", without("email"), "email"],
    ["email without @", { ...valid, email: "anita.example.in" }, "email"],
    ["email without domain", { ...valid, email: "anita@" }, "email"],
    ["email with spaces inside", { ...valid, email: "anita desai@example.in" }, "email"],
    ["email of 300 characters", { ...valid, email: `${"a".repeat(288)}@example.in` }, "email"],
    ["email an array", { ...valid, email: ["anita@example.in"] }, "email"],
    ["message missing", without("message"), "message"],
    ["message blank", { ...valid, message: " \n\t " }, "message"],
    ["message of 5001 characters", { ...valid, message: "m".repeat(5001) }, "message"],
    ["message of 50 kB", { ...valid, message: "m".repeat(50 * 1024) }, "message"],
    ["name with a NUL character", { ...valid, name: "Ani\u0000ta" }, "name"],
    ["message with a NUL character", { ...valid, message: "hi\u0000there" }, "message"],
  ])("%s answers 400 naming the field, and stores nothing", async (_name, body, field) => {
    const before = (await storedFeedback()).length;
    const answer = await t.post("/api/feedback", body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
    expect((answer.body as Json).message).toContain(field);
    expect((await storedFeedback()).length).toBe(before);
  });

  test.each<[string, string]>([
    ["invalid JSON", "{"],
    ["an empty body", ""],
    ["null", "null"],
    ["an array", JSON.stringify([valid])],
  ])("%s answers 400 and stores nothing", async (_name, raw) => {
    const before = (await storedFeedback()).length;
    const answer = await t.post("/api/feedback", raw);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
    expect((await storedFeedback()).length).toBe(before);
  });
});
