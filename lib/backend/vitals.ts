import "server-only";
import { z } from "zod";
import { log } from "@giftshop/shared/observability/log";
import type { VitalsReport } from "@giftshop/shared/observability/vitals";
import { BackendError, backendSend, forwardedFor } from "./fetch";

const keptAnswer = z.object({ success: z.boolean().optional() });

/** How long the storefront logs beacons itself after a backend answered it has no vitals call. */
const NO_EXTENSION_RECHECK_MS = 10 * 60_000;
let noExtensionUntil = 0;

/** Writes `report` as one JSON log line, which `npm run vitals -- --log <file>` reads back. */
function logReport(report: VitalsReport) {
  log("info", "web-vitals", { vitals: report });
}

/**
 * Keeps a Web Vitals beacon: in the backend's table through POST /api/vitals (reference-backend
 * extension, docs/operations.md), or, on a backend without that call, as a JSON log line.
 * `ip`: the shopper's address, forwarded for the backend's rate limit.
 */
export async function keepVitals(
  report: VitalsReport,
  ip: string | null,
): Promise<"stored" | "logged"> {
  if (Date.now() < noExtensionUntil) {
    logReport(report);
    return "logged";
  }
  try {
    await backendSend("POST", "/api/vitals", report, keptAnswer, forwardedFor(ip));
    return "stored";
  } catch (error) {
    if (!(error instanceof BackendError) || (error.status !== 404 && error.status !== 405)) {
      throw error;
    }
    noExtensionUntil = Date.now() + NO_EXTENSION_RECHECK_MS;
    logReport(report);
    return "logged";
  }
}
