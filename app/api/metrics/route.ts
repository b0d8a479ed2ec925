import { Refusal } from "@/lib/bff/answers";
import { bff } from "@/lib/bff/handler";
import { env } from "@/lib/env";
import { storefrontMetrics } from "@/lib/observability/observe-request";
import { metricsAccess } from "@giftshop/shared/observability/metrics";

/**
 * The storefront's Prometheus metrics (docs/operations.md "Metrics"): the METRICS_TOKEN bearer
 * when one is set; without it open outside production, and absent (404) in production.
 */
export const GET = bff.get({
  session: "none",
  call: async ({ request }) => {
    const config = env();
    const access = metricsAccess(request.headers.get("authorization"), {
      token: config.METRICS_TOKEN,
      production: config.NODE_ENV === "production",
    });
    if (access === "absent") throw new Refusal(404, "Not found.");
    if (access === "unauthorized") throw new Refusal(401, "A valid metrics token is required.");
    const { registry } = storefrontMetrics();
    return { text: await registry.metrics(), type: registry.contentType };
  },
  reply: ({ text, type }) =>
    new Response(text, { headers: { "content-type": type, "cache-control": "no-store" } }),
  fallback: "The metrics could not be read just now.",
});
