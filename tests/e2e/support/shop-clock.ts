/**
 * Moves the e2e backend's shop clock (backend/src/delivery/clock.ts): while the file holds an
 * instant, delivery promises and occasion reminders judge by it. Only the shop-clock project
 * uses it, after the other projects have finished, so no other journey sees the shop's time jump.
 */
import fs from "node:fs";
import path from "node:path";
import { e2eShopClockFile } from "../../../scripts/lib/e2e-env.mjs";

/** Sets the shop's clock to `at`, or back to the real time with null. */
export function setShopClock(at: Date | null) {
  const file = e2eShopClockFile();
  if (at === null) {
    fs.rmSync(file, { force: true });
    return;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written whole, then renamed, so the backend never reads half an instant.
  fs.writeFileSync(`${file}.tmp`, at.toISOString());
  fs.renameSync(`${file}.tmp`, file);
}

/** The instant `hh:mm` India time on `date` (YYYY-MM-DD). */
export function ist(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+05:30`);
}
