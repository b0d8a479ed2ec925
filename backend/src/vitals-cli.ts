/**
 * `npm run vitals [-- --days <n>] [-- --log <file>]`: the 75th percentile of each Web Vital on
 * each page type (docs/operations.md "Web Vitals"), from the backend's table over the last
 * `days` (default 28, as CrUX), or from a storefront's JSON log where the backend keeps none.
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import { loadBackendEnv } from "./env";
import { RefusedError, runCli, withDatabase } from "./lib/cli";
import { formatSummary, summaryFromDb, summaryFromLog } from "./vitals/summary";

const USAGE = "usage: npm run vitals -- [--days <1-365>] [--log <storefront log file>]";
const DAY_MS = 86_400_000;

runCli("vitals", async () => {
  const { values } = parseArgs({
    options: { days: { type: "string", default: "28" }, log: { type: "string" } },
    strict: true,
  });
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > 365) throw new RefusedError(USAGE);
  if (values.log !== undefined) {
    if (!fs.existsSync(values.log)) throw new RefusedError(`no such file: ${values.log}`);
    console.log(formatSummary(summaryFromLog(fs.readFileSync(values.log, "utf8"))));
    return;
  }
  await withDatabase(loadBackendEnv(), async ({ db }) => {
    const since = new Date(Date.now() - days * DAY_MS);
    console.log(`Web Vitals, last ${days} days (p75, nearest rank)`);
    console.log(formatSummary(await summaryFromDb(db, since)));
  });
});
