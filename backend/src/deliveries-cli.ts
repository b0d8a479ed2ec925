/**
 * `npm run deliveries:day -- [YYYY-MM-DD] [--hub <id>]`: the day's hand deliveries by hub and
 * slot (delivery/day-sheet.ts), for the people who bake, pack and deliver them. The day is
 * today in India by the shop's clock unless one is given.
 */
import { parseArgs } from "node:util";
import { clockFromEnv } from "./delivery/clock";
import { daySheet, formatDaySheet } from "./delivery/day-sheet";
import { isCalendarDate, istDate } from "./delivery/rules";
import { loadBackendEnv } from "./env";
import { RefusedError, runCli, withDatabase } from "./lib/cli";

async function main() {
  const { values, positionals } = parseArgs({
    options: { hub: { type: "string" } },
    allowPositionals: true,
  });
  const env = loadBackendEnv();
  const date = positionals[0] ?? istDate(clockFromEnv(env.SHOP_CLOCK_FILE)());
  if (!isCalendarDate(date) || positionals.length > 1) {
    throw new RefusedError("usage: npm run deliveries:day -- [YYYY-MM-DD] [--hub <hub id>]");
  }
  await withDatabase(env, async (database) => {
    const sheet = await daySheet(database.db, date, { hubId: values.hub });
    console.log(formatDaySheet(date, sheet));
  });
}

runCli("deliveries:day", main);
