/**
 * Bearer tokens: 32 random bytes handed to the client once; only their SHA-256 is stored,
 * so a database leak yields no usable token. Logout and password reset revoke them.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { authTokens, users } from "../db/schema";
import { newId } from "../lib/ids";

/** How long a token stays valid without a new login. */
const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Issues a new token for `userId` and returns it (the only time it exists in clear). */
export async function issueToken(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(authTokens).values({
    id: newId(),
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS),
  });
  return token;
}

export type TokenUser = typeof users.$inferSelect;

/** The user a live (unexpired, unrevoked) token belongs to, or null. */
export async function userForToken(db: Db, token: string): Promise<TokenUser | null> {
  if (token.length === 0 || token.length > 200) return null;
  const [row] = await db
    .select({ user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row?.user ?? null;
}

/** Revokes one token (logout). */
export async function revokeToken(db: Db, token: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.tokenHash, hashToken(token)), isNull(authTokens.revokedAt)));
}

/** Revokes every token of `userId` (password reset signs out every device). */
export async function revokeAllTokens(db: Db, userId: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}
