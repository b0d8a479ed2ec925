import type { Metric } from "web-vitals";
import type { VitalsReport } from "@giftshop/shared/observability/vitals";
import { pageTypeOf } from "./page-type";

/** Where the beacons go (app/api/vitals/route.ts). */
const VITALS_PATH = "/api/vitals";

type Connection = VitalsReport["connection"];
const KNOWN: readonly string[] = ["slow-2g", "2g", "3g", "4g"];

function connectionType(): Connection {
  const nav: Navigator & { connection?: { effectiveType?: string } } = navigator;
  const type = nav.connection?.effectiveType ?? "unknown";
  return KNOWN.includes(type) ? (type as Connection) : "unknown";
}

/**
 * Loads web-vitals and reports this page's LCP, INP, CLS and TTFB in one beacon when the page is
 * hidden (tab switch, navigation away, close), the moment the final INP and CLS are known.
 */
export async function reportVitals(pathname: string): Promise<void> {
  const { onCLS, onINP, onLCP, onTTFB } = await import("web-vitals");
  const page = pageTypeOf(pathname);
  let queue: VitalsReport["metrics"] = [];
  const add = ({ name, value, rating }: Metric) => {
    if (name === "LCP" || name === "INP" || name === "CLS" || name === "TTFB") {
      queue.push({ name, value: Math.round(value * 1000) / 1000, rating });
    }
  };
  const flush = () => {
    if (queue.length === 0) return;
    const report: VitalsReport = { page, connection: connectionType(), metrics: queue.slice(0, 8) };
    queue = [];
    const body = new Blob([JSON.stringify(report)], { type: "application/json" });
    navigator.sendBeacon(VITALS_PATH, body);
  };
  onLCP(add);
  onINP(add);
  onCLS(add);
  onTTFB(add);
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  addEventListener("pagehide", flush);
}
