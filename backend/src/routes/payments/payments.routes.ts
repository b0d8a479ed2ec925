/**
 * The payments router (mounted under /api). Contract mode keeps §7's calls and Razorpay's
 * webhook (provider plumbing any real shop has), answers `getkey` without `provider`, and
 * has no local payment routes (not §7).
 */
import { Hono } from "hono";
import { requireUser, type AuthedEnv } from "../../auth/require-user";
import type { Db } from "../../db/client";
import type { ShopPaymentProvider } from "../../payments/from-env";
import { DEFAULT_PROFILE, isContract, type BackendProfile } from "../../profile";
import * as handle from "./payments.handlers";

export function paymentRoutes(
  db: Db,
  provider: ShopPaymentProvider,
  profile: BackendProfile = DEFAULT_PROFILE,
) {
  const deps = { db, provider };
  const auth = requireUser(db);
  const contract = isContract(profile);
  const app = new Hono<AuthedEnv>()
    .get("/getkey", handle.getKey(deps, contract))
    .post("/checkout", auth, handle.checkout(deps));
  if (provider.name === "local" && !contract) {
    app
      .get("/payments/local/order/:orderId", auth, handle.getLocalOrder(db))
      .post("/payments/local/pay", auth, handle.payLocally(db, provider));
  }
  return app.post("/payments/webhook", handle.receiveWebhook(deps));
}
