/**
 * The shop's clock for delivery promises and occasion reminders. In production it is the
 * machine's clock. For the end-to-end tests, SHOP_CLOCK_FILE names a file holding an ISO
 * instant: while the file exists and holds one, that instant is "now" for delivery (cut-offs,
 * today, courier dispatch) and for reminders (which day it is in India, so which reminders are
 * due, and whether a one-time occasion is past), so a test can move the shop past a cut-off
 * while a shopper is in checkout, or to the week before a saved birthday. Nothing else (tokens,
 * codes, payments) reads this clock.
 */
import { readFileSync, statSync } from "node:fs";

export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock read from `file` when it holds an instant, else the system clock. */
function fileClock(file: string): Clock {
  let cached: { mtimeMs: number; at: Date | null } | null = null;
  return () => {
    try {
      const { mtimeMs } = statSync(file);
      if (!cached || cached.mtimeMs !== mtimeMs) {
        const text = readFileSync(file, "utf8").trim();
        const at = new Date(text);
        cached = { mtimeMs, at: text && !Number.isNaN(at.getTime()) ? at : null };
      }
      return cached.at ?? new Date();
    } catch {
      return new Date();
    }
  };
}

/** The clock SHOP_CLOCK_FILE asks for, or the system clock. */
export function clockFromEnv(file: string | undefined): Clock {
  if (!file) return systemClock;
  console.warn(`[backend] shop clock read from SHOP_CLOCK_FILE=${file} (tests only)`);
  return fileClock(file);
}
