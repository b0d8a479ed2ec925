import "server-only";
import { connection } from "next/server";

/**
 * Call where a catalogue read failed and the page is about to show its fallback (a section's
 * "unavailable" note, a header without the menu). In a page the cache keeps, this fails the
 * render instead, so shoppers go on getting the last good copy and the next request retries;
 * a fallback is never cached for 5 minutes. In a page rendered per request it does nothing
 * and the fallback shows.
 */
export async function keepLastGoodCopy(): Promise<void> {
  await connection();
}
