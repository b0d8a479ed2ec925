/**
 * The p75 table `npm run vitals` prints (docs/operations.md "Web Vitals"): from the backend's
 * `web_vitals` table, or from the JSON log lines a storefront writes when its backend keeps no
 * vitals.
 */
import { and, gte, sql } from "drizzle-orm";
import {
  PAGE_TYPES,
  VITAL_NAMES,
  summarizeVitals,
  vitalsReportSchema,
  type VitalsSummaryRow,
} from "@giftshop/shared/observability/vitals";
import type { Db } from "../db/client";
import { webVitals } from "../db/schema";

/** The p75 of each page type's metrics received since `since`, nearest rank as in the logs. */
export async function summaryFromDb(db: Db, since: Date): Promise<VitalsSummaryRow[]> {
  const rows = await db
    .select({
      page: webVitals.page,
      metric: webVitals.metric,
      p75: sql<number>`percentile_disc(0.75) within group (order by ${webVitals.value})`,
      count: sql<number>`count(*)::int`,
    })
    .from(webVitals)
    .where(and(gte(webVitals.receivedAt, since)))
    .groupBy(webVitals.page, webVitals.metric);
  const order = (row: { page: string; metric: string }) =>
    PAGE_TYPES.indexOf(row.page as never) * 10 + VITAL_NAMES.indexOf(row.metric as never);
  return rows
    .flatMap((row) => {
      const page = PAGE_TYPES.find((p) => p === row.page);
      const metric = VITAL_NAMES.find((m) => m === row.metric);
      return page && metric ? [{ page, metric, p75: Number(row.p75), count: row.count }] : [];
    })
    .sort((a, b) => order(a) - order(b));
}

/** The p75 table of the `web-vitals` lines in a storefront's JSON log; other lines are skipped. */
export function summaryFromLog(text: string): VitalsSummaryRow[] {
  const samples = [];
  for (const line of text.split("\n")) {
    const start = line.indexOf("{");
    if (start < 0) continue;
    let entry: unknown;
    try {
      entry = JSON.parse(line.slice(start));
    } catch {
      continue;
    }
    if (typeof entry !== "object" || entry === null || !("msg" in entry) || !("vitals" in entry)) {
      continue;
    }
    if (entry.msg !== "web-vitals") continue;
    const report = vitalsReportSchema.safeParse(entry.vitals);
    if (!report.success) continue;
    for (const metric of report.data.metrics) {
      samples.push({ page: report.data.page, metric: metric.name, value: metric.value });
    }
  }
  return summarizeVitals(samples);
}

/** The table as text: one line per page type and metric, CLS as a score, the rest in ms. */
export function formatSummary(rows: readonly VitalsSummaryRow[]): string {
  if (rows.length === 0) return "No Web Vitals reports yet.";
  const lines = rows.map((row) => {
    const value = row.metric === "CLS" ? row.p75.toFixed(3) : `${Math.round(row.p75)} ms`;
    return `${row.page.padEnd(10)}${row.metric.padEnd(6)}${value.padStart(10)}${String(row.count).padStart(10)}`;
  });
  return [
    `${"page".padEnd(10)}${"metric".padEnd(6)}${"p75".padStart(10)}${"reports".padStart(10)}`,
    ...lines,
  ].join("\n");
}
