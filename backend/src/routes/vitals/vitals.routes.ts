/**
 * `POST /api/vitals` (reference-backend extension, docs/operations.md "Web Vitals"): keeps the
 * metrics of one sampled page's beacon, as the storefront passes them on, one row each (201).
 */
import { Hono } from "hono";
import { vitalsReportSchema } from "@giftshop/shared/observability/vitals";
import type { Db } from "../../db/client";
import { webVitals } from "../../db/schema";
import { jsonBody } from "../../lib/http";
import { newId } from "../../lib/ids";

export function vitalsRoutes(db: Db) {
  return new Hono().post("/vitals", async (c) => {
    const report = await jsonBody(c, vitalsReportSchema);
    await db.insert(webVitals).values(
      report.metrics.map((metric) => ({
        id: newId(),
        page: report.page,
        connection: report.connection,
        metric: metric.name,
        value: metric.value,
        rating: metric.rating,
      })),
    );
    return c.json({ success: true, kept: report.metrics.length }, 201);
  });
}
