import { startPayment } from "@/lib/backend/orders";
import { Refusal } from "@/lib/bff/answers";
import { bff } from "@/lib/bff/handler";
import { userKey } from "@/lib/bff/rate-limit";
import { paymentChecker } from "@/lib/checkout/payment-check";
import { checkoutScriptUrl } from "@/lib/checkout/razorpay";
import { deliveryPlan, refuseProblems, serverCart } from "@/lib/checkout/server";
import { env } from "@/lib/env";
import {
  NOTHING_TO_ORDER,
  PAYMENT_INIT_FAILED,
  startCheckoutSchema,
} from "@/lib/validations/checkout";

/**
 * POST /api/checkout/start `{ deliveries? }`: creates the provider order for the server-side
 * cart's total (the browser sends no amount) and answers what its payment window needs: for
 * Razorpay, also where checkout.js loads from. With the deliveries the shopper saw
 * (docs/delivery.md), the backend quotes them first: a problem is refused (409, in its words)
 * before any payment exists, and the amount adds the quoted delivery charge.
 */
export const POST = bff.post({
  session: "required",
  body: startCheckoutSchema,
  limits: ({ session }) => [["checkout-user", userKey(session.user.id)]],
  call: async ({ session, body }) => {
    const { lines, total } = await serverCart(session.token);
    if (lines.length === 0) throw new Refusal(409, NOTHING_TO_ORDER);
    // No payment is taken that no one could check before placing its order.
    await paymentChecker();
    const plan = await deliveryPlan(session.token, lines, body.deliveries);
    if (!plan) return startPayment(session.token, total);
    refuseProblems(plan.quote);
    return startPayment(session.token, total + plan.quote.deliveryCharge, {
      pincode: plan.pincode,
      choices: plan.choices,
    });
  },
  reply: (opened) => ({
    payment:
      opened.provider === "razorpay"
        ? { ...opened, checkoutUrl: checkoutScriptUrl(env()) }
        : opened,
  }),
  fallback: PAYMENT_INIT_FAILED,
});
