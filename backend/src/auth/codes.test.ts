import { and, eq, sql } from "drizzle-orm";
import { oneTimeCodes, users } from "../db/schema";
import { newId } from "../lib/ids";
import { testEngine, testDatabasePerFile } from "../test/test-db";
import {
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_INTERVAL_MS,
  CODE_TTL_MS,
  consumeCode,
  issueCode,
  type CodePurpose,
} from "./codes";

const database = testDatabasePerFile();

let userCount = 0;

/** Inserts a fresh user row (each test gets its own, so the per-user throttle starts clean). */
async function newUser(): Promise<string> {
  const id = newId();
  userCount += 1;
  await database.db.insert(users).values({
    id,
    name: `Code Tester ${userCount}`,
    email: `code-tester-${userCount}-${id}@example.in`,
    passwordHash: "scrypt$16$1$1$AAAA$AAAA",
  });
  return id;
}

/** Issues a code and fails the test unless one was issued. */
async function issue(userId: string, purpose: CodePurpose): Promise<string> {
  const result = await issueCode(database.db, userId, purpose);
  if (!result.ok) throw new Error(`no code issued: retry after ${result.retryAfterSeconds}s`);
  return result.code;
}

/** A 6-digit code that is certainly not `code`. */
const wrongCode = (code: string, step = 1) =>
  String((Number(code) + step) % 1_000_000).padStart(6, "0");

const codeRows = (userId: string, purpose?: CodePurpose) =>
  database.db
    .select()
    .from(oneTimeCodes)
    .where(
      purpose
        ? and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose))
        : eq(oneTimeCodes.userId, userId),
    );

/** Moves every code of `userId` back in time by `seconds` (as if issued earlier). */
const backdate = (userId: string, seconds: number) =>
  database.db
    .update(oneTimeCodes)
    .set({ createdAt: sql`${oneTimeCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(oneTimeCodes.userId, userId));

describe(`issueCode (${testEngine})`, () => {
  test("a code is exactly 6 digits (leading zeros kept)", async () => {
    for (const purpose of ["login", "verify", "reset"] as const) {
      const code = await issue(await newUser(), purpose);
      expect(code).toMatch(/^\d{6}$/);
    }
  });

  test("only a hash of the code is stored: code_hash never equals or contains the code", async () => {
    const userId = await newUser();
    const code = await issue(userId, "login");
    const rows = await codeRows(userId);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.codeHash).toMatch(/^[a-f0-9]{64}$/);
    expect(row?.codeHash).not.toBe(code);
    expect(row?.codeHash).not.toContain(code);
    expect(row?.attempts).toBe(0);
    expect(row?.usedAt).toBeNull();
    expect(row?.purpose).toBe("login");
  });

  test("a code expires 10 minutes after it is issued", async () => {
    const userId = await newUser();
    const before = Date.now();
    await issue(userId, "verify");
    const [row] = await codeRows(userId);
    const lifetime = (row?.expiresAt.getTime() ?? 0) - before;
    expect(CODE_TTL_MS).toBe(10 * 60 * 1000);
    expect(lifetime).toBeGreaterThanOrEqual(CODE_TTL_MS - 5_000);
    expect(lifetime).toBeLessThanOrEqual(CODE_TTL_MS + 5_000);
  });

  test("a second code within 60 s is refused with retryAfterSeconds between 1 and 60, and the first still works", async () => {
    const userId = await newUser();
    const first = await issue(userId, "login");
    const again = await issueCode(database.db, userId, "login");
    expect(again.ok).toBe(false);
    if (again.ok) return;
    expect(Number.isInteger(again.retryAfterSeconds)).toBe(true);
    expect(again.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(again.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await codeRows(userId)).toHaveLength(1);
    await expect(consumeCode(database.db, userId, "login", first)).resolves.toBe(true);
  });

  test("retryAfterSeconds counts down with the time already waited", async () => {
    const userId = await newUser();
    await issue(userId, "reset");
    await backdate(userId, 45);
    const again = await issueCode(database.db, userId, "reset");
    expect(again).toEqual({ ok: false, retryAfterSeconds: expect.any(Number) });
    if (again.ok) return;
    expect(again.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(again.retryAfterSeconds).toBeLessThanOrEqual(15);
  });

  test("the throttle is per purpose: a login code does not hold back a reset code", async () => {
    const userId = await newUser();
    await issue(userId, "login");
    await expect(issueCode(database.db, userId, "reset")).resolves.toMatchObject({ ok: true });
    await expect(issueCode(database.db, userId, "verify")).resolves.toMatchObject({ ok: true });
  });

  test("the throttle is per user: another user's code is not held back", async () => {
    await issue(await newUser(), "login");
    await expect(issueCode(database.db, await newUser(), "login")).resolves.toMatchObject({
      ok: true,
    });
  });

  test("after 61 s a new code issues, and the old one no longer works", async () => {
    expect(CODE_RESEND_INTERVAL_MS).toBe(60_000);
    const userId = await newUser();
    const old = await issue(userId, "login");
    await backdate(userId, 61);
    const fresh = await issue(userId, "login");
    if (fresh !== old) {
      await expect(consumeCode(database.db, userId, "login", old)).resolves.toBe(false);
    }
    await expect(consumeCode(database.db, userId, "login", fresh)).resolves.toBe(true);
  });

  test("two racing requests for a code issue exactly one", async () => {
    const userId = await newUser();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => issueCode(database.db, userId, "verify")),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await codeRows(userId, "verify")).toHaveLength(1);
  });
});

describe(`consumeCode (${testEngine})`, () => {
  test("the right code works once; using it again fails", async () => {
    const userId = await newUser();
    const code = await issue(userId, "login");
    await expect(consumeCode(database.db, userId, "login", code)).resolves.toBe(true);
    await expect(consumeCode(database.db, userId, "login", code)).resolves.toBe(false);
    const [row] = await codeRows(userId);
    expect(row?.usedAt).toBeInstanceOf(Date);
  });

  test("a user with no code at all gets false", async () => {
    const userId = await newUser();
    await expect(consumeCode(database.db, userId, "login", "123456")).resolves.toBe(false);
    await expect(consumeCode(database.db, newId(), "login", "123456")).resolves.toBe(false);
  });

  test(`${CODE_MAX_ATTEMPTS} wrong codes burn it: the right code then fails`, async () => {
    expect(CODE_MAX_ATTEMPTS).toBe(5);
    const userId = await newUser();
    const code = await issue(userId, "verify");
    for (let i = 1; i <= 5; i += 1) {
      await expect(consumeCode(database.db, userId, "verify", wrongCode(code, i))).resolves.toBe(
        false,
      );
    }
    await expect(consumeCode(database.db, userId, "verify", code)).resolves.toBe(false);
    const [row] = await codeRows(userId);
    expect(row?.usedAt).toBeInstanceOf(Date);
  });

  test("4 wrong codes, then the right one, succeeds", async () => {
    const userId = await newUser();
    const code = await issue(userId, "reset");
    for (let i = 1; i <= 4; i += 1) {
      await expect(consumeCode(database.db, userId, "reset", wrongCode(code, i))).resolves.toBe(
        false,
      );
    }
    const [row] = await codeRows(userId);
    expect(row?.attempts).toBe(4);
    await expect(consumeCode(database.db, userId, "reset", code)).resolves.toBe(true);
  });

  test("parallel wrong guesses are all counted: 10 at once still burn the code", async () => {
    const userId = await newUser();
    const code = await issue(userId, "login");
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        consumeCode(database.db, userId, "login", wrongCode(code, i + 1)),
      ),
    );
    expect(guesses.every((ok) => !ok)).toBe(true);
    await expect(consumeCode(database.db, userId, "login", code)).resolves.toBe(false);
  });

  test("an expired code fails", async () => {
    const userId = await newUser();
    const code = await issue(userId, "login");
    await database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(oneTimeCodes.userId, userId));
    await expect(consumeCode(database.db, userId, "login", code)).resolves.toBe(false);
  });

  test("a code of one purpose does not work for another", async () => {
    const userId = await newUser();
    const login = await issue(userId, "login");
    for (const other of ["verify", "reset"] as const) {
      await expect(consumeCode(database.db, userId, other, login)).resolves.toBe(false);
    }
    // The failed tries above did not touch the login code.
    await expect(consumeCode(database.db, userId, "login", login)).resolves.toBe(true);
  });

  test("a code does not work for another user", async () => {
    const owner = await newUser();
    const other = await newUser();
    const ownerCode = await issue(owner, "login");
    const otherCode = await issue(other, "login");
    // (One time in a million the two codes coincide; the cross check then says nothing.)
    if (otherCode !== ownerCode) {
      await expect(consumeCode(database.db, other, "login", ownerCode)).resolves.toBe(false);
    }
    await expect(consumeCode(database.db, owner, "login", ownerCode)).resolves.toBe(true);
  });

  test.each(["", "12345", "1234567", "abcdef", " 123456"])(
    "a malformed code (%j) fails and counts as a wrong try",
    async (bad) => {
      const userId = await newUser();
      const code = await issue(userId, "verify");
      if (bad.trim() === code) return;
      await expect(consumeCode(database.db, userId, "verify", bad)).resolves.toBe(false);
      const [row] = await codeRows(userId);
      expect(row?.attempts).toBe(1);
      await expect(consumeCode(database.db, userId, "verify", code)).resolves.toBe(true);
    },
  );
});
