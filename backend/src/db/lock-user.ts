/** The per-account lock behind every "check, then write" on one account's rows. */
import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { users } from "./schema";

/**
 * Locks `userId`'s row until the transaction `tx` ends, so two racing requests of one account
 * (two adds to a full cart, two code requests) run one after the other and agree on counts.
 */
export async function lockUser(tx: Pick<Db, "select">, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}
