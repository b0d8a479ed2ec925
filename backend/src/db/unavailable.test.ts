/**
 * A database that is away (down, restarting, or dropping connections) makes the backend
 * answer 503 with Retry-After, never 500, and the pool reconnects by itself when it is back.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { Client } from "pg";
import { DATABASE_UNAVAILABLE, createApp } from "../app";
import { createMailer } from "../mail";
import { products } from "./schema";
import { productIds } from "../test/fixture";
import { createTestApp } from "../test/test-app";
import { testEngine } from "../test/test-db";
import { openDatabase } from "./client";
import { isDatabaseUnavailable } from "./errors";

const scratch = () => fs.mkdtempSync(path.join(os.tmpdir(), "giftshop-unavailable-"));

function pgError(message: string, code: string) {
  return Object.assign(new Error(message), { code });
}

describe("isDatabaseUnavailable", () => {
  test.each([
    [
      "a refused connection",
      Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
    ],
    [
      "a server shutting down (57P01)",
      pgError("terminating connection due to administrator command", "57P01"),
    ],
    ["a server starting up (57P03)", pgError("the database system is starting up", "57P03")],
    ["a dropped connection", new Error("Connection terminated unexpectedly")],
    ["a connect timeout", new Error("timeout exceeded when trying to connect")],
    [
      "the cause of a wrapped query error",
      new Error("Failed query: select 1", { cause: pgError("x", "08006") }),
    ],
    [
      "one address of several refusing",
      new AggregateError([Object.assign(new Error(""), { code: "ECONNREFUSED" })]),
    ],
  ])("%s is unavailability", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test.each([
    ["a unique violation", pgError("duplicate key", "23505")],
    ["a syntax error", pgError("syntax error at or near", "42601")],
    ["a plain bug", new TypeError("cannot read properties of undefined")],
    ["not an error", "ECONNREFUSED"],
  ])("%s is not", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe("a backend whose database cannot be reached", () => {
  test("answers 503 with Retry-After and a sentence to retry, not 500", async () => {
    // Nothing listens on port 1: every query fails to connect.
    const database = await openDatabase({
      kind: "postgres",
      url: "postgres://shop@127.0.0.1:1/shop",
    });
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const app = createApp({
        db: database.db,
        uploadsDir: scratch(),
        mailer: createMailer({ from: "t@uphaar.example", outboxDir: scratch(), log: () => {} }),
      });
      const answers = [
        await app.request(`/api/products/${productIds.truffle}`),
        await app.request("/api/auth/login", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: "asha@example.in", password: "a-long-password" }),
        }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.headers.get("retry-after")).toBe("5");
        expect(await answer.json()).toEqual({ success: false, message: DATABASE_UNAVAILABLE });
      }
      // One short line per request, naming the cause, no stack dump.
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
        expect.stringMatching(/GET \/api\/products\/.+: database unavailable \(.*ECONNREFUSED/),
        expect.stringMatching(/POST \/api\/auth\/login: database unavailable/),
      ]);
    } finally {
      errors.mockRestore();
      await database.close();
    }
  });
});

// PGlite lives inside the process: only a server can drop the backend's connections.
const onPostgres = testEngine === "postgres" ? test : test.skip;

describe(`reconnecting (${testEngine})`, () => {
  onPostgres("after the server drops every connection, the next requests succeed", async () => {
    const t = await createTestApp();
    const logs = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const product = `/api/products/${productIds.truffle}`;
      expect((await t.get(product)).status).toBe(200);
      const [row] = await t.database.db
        .select({ name: sql<string>`current_database()` })
        .from(products)
        .limit(1);
      const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [row?.name],
      );
      await admin.end();
      // The pool hears of the dropped idle connections and opens new ones on demand.
      await new Promise((resolve) => setTimeout(resolve, 200));
      for (let i = 0; i < 3; i++) expect((await t.get(product)).status).toBe(200);
    } finally {
      logs.mockRestore();
      await t.close();
    }
  });
});
