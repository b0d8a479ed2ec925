/**
 * One-time codes for login, email verification and password reset: 6 digits from a CSPRNG,
 * stored as a salted hash, valid 10 minutes, used once, burnt after 5 wrong tries, and at
 * most one new code a minute per user and purpose.
 */
import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { lockUser } from "../db/lock-user";
import { oneTimeCodes } from "../db/schema";
import { newId } from "../lib/ids";

export type CodePurpose = "login" | "verify" | "reset";

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_INTERVAL_MS = 60 * 1000;

const hashCode = (id: string, code: string) =>
  createHash("sha256").update(`${id}:${code}`).digest("hex");

export type IssueResult =
  { ok: true; id: string; code: string } | { ok: false; retryAfterSeconds: number };

/**
 * Issues a fresh code for `userId` and `purpose`, replacing any earlier one, unless one was
 * issued less than a minute ago. The user row is locked so two racing requests issue one code.
 */
export async function issueCode(
  db: Db,
  userId: string,
  purpose: CodePurpose,
): Promise<IssueResult> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [latest] = await tx
      .select({ createdAt: oneTimeCodes.createdAt })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1);
    const waited = latest ? Date.now() - latest.createdAt.getTime() : Infinity;
    if (waited < CODE_RESEND_INTERVAL_MS) {
      return { ok: false, retryAfterSeconds: Math.ceil((CODE_RESEND_INTERVAL_MS - waited) / 1000) };
    }
    await tx
      .update(oneTimeCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(oneTimeCodes.userId, userId),
          eq(oneTimeCodes.purpose, purpose),
          isNull(oneTimeCodes.usedAt),
        ),
      );
    const id = newId();
    const code = randomInt(0, 1_000_000).toString().padStart(6, "0");
    await tx.insert(oneTimeCodes).values({
      id,
      userId,
      purpose,
      codeHash: hashCode(id, code),
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    });
    return { ok: true, id, code };
  });
}

/**
 * Checks `code` against the user's live code for `purpose` and consumes it on a match.
 * A wrong guess counts against the code; the fifth wrong guess burns it.
 */
export async function consumeCode(
  db: Db,
  userId: string,
  purpose: CodePurpose,
  code: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [live] = await tx
      .select()
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.userId, userId),
          eq(oneTimeCodes.purpose, purpose),
          isNull(oneTimeCodes.usedAt),
          gt(oneTimeCodes.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1)
      .for("update");
    if (!live) return false;
    const expected = Buffer.from(live.codeHash, "hex");
    const actual = Buffer.from(hashCode(live.id, code), "hex");
    if (timingSafeEqual(expected, actual)) {
      await tx.update(oneTimeCodes).set({ usedAt: new Date() }).where(eq(oneTimeCodes.id, live.id));
      return true;
    }
    const attempts = live.attempts + 1;
    await tx
      .update(oneTimeCodes)
      .set({
        attempts: sql`${oneTimeCodes.attempts} + 1`,
        ...(attempts >= CODE_MAX_ATTEMPTS ? { usedAt: new Date() } : {}),
      })
      .where(eq(oneTimeCodes.id, live.id));
    return false;
  });
}

/** Withdraws a code that could not be delivered, so the shopper may ask again at once. */
export async function withdrawCode(db: Db, id: string): Promise<void> {
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id));
}

/** Voids every unused code of `userId` (their email changed: old mails must not count). */
export async function voidCodes(db: Pick<Db, "update">, userId: string): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.userId, userId), isNull(oneTimeCodes.usedAt)));
}
