/**
 * The payments router (mounted under /api). Contract mode keeps §7's calls and Razorpay's
 * webhook (provider plumbing any real shop has), answers `getkey` without `provider`, and
 * has no local payment routes (not §7).
 */
import { Hono } from "hono";
import { requireUser, type AuthedEnv } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { systemClock, type Clock } from "../../delivery/clock";
import type { ShopPaymentProvider } from "../../payments/from-env";
import { DEFAULT_PROFILE, features, type BackendProfile } from "../../profile";
import * as handle from "./payments.handlers";

/** `clock` judges the deliveries checkout holds places for (full mode). */
export function paymentRoutes(
  db: Db,
  provider: ShopPaymentProvider,
  {
    profile = DEFAULT_PROFILE,
    clock = systemClock,
  }: { profile?: BackendProfile; clock?: Clock } = {},
) {
  const deps = { db, provider, clock, features: features(profile) };
  const auth = requireUser(db);
  const app = new Hono<AuthedEnv>()
    .get("/getkey", handle.getKey(deps))
    .post("/checkout", auth, handle.checkout(deps));
  if (provider.name === "local" && deps.features.routes.localPayments) {
    app
      .get("/payments/local/order/:orderId", auth, handle.getLocalOrder(db))
      .post("/payments/local/pay", auth, handle.payLocally(db, provider));
  }
  return app.post("/payments/webhook", handle.receiveWebhook(deps));
}
