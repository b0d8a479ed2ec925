import { keepVitals } from "@/lib/backend/vitals";
import { bff } from "@/lib/bff/handler";
import { vitalsReportSchema } from "@giftshop/shared/observability/vitals";

/**
 * A page's sampled Web Vitals beacon (components/layout/web-vitals.tsx): `{ page, connection,
 * metrics }` in, 202 out. No session is read: the figures belong to no shopper. The beacon
 * carries the page's Origin like any same-site POST, so the usual Origin check stands
 * (docs/security.md "Web Vitals beacons").
 */
export const POST = bff.post({
  session: "none",
  body: vitalsReportSchema,
  limits: ({ shopper }) => [["vitals-ip", shopper.ipKey]],
  call: ({ body, shopper }) => keepVitals(body, shopper.address),
  reply: (kept) => ({ kept }),
  status: 202,
  fallback: "The measurements could not be kept just now.",
});
