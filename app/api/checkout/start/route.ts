import { startPayment } from "@/lib/backend/orders";
import { checkoutScriptUrl } from "@/lib/checkout/razorpay";
import { serverCart } from "@/lib/checkout/server";
import { env } from "@/lib/env";
import { privateJson, sameSiteOr403, sessionOr401, withBackend } from "@/lib/http/account";
import { rateLimited, userKey } from "@/lib/http/rate-limit";
import { PAYMENT_INIT_FAILED } from "@/lib/validations/checkout";

/**
 * POST /api/checkout/start: creates the provider order for the server-side cart's total
 * (the browser sends no amount) and answers what its payment window needs: for Razorpay,
 * also where checkout.js loads from.
 */
export async function POST(request: Request) {
  const origin = sameSiteOr403(request);
  if (!origin.ok) return origin.response;
  const session = await sessionOr401();
  if (!session.ok) return session.response;
  const limited = await rateLimited([["checkout-user", userKey(session.value.user.id)]]);
  if (limited) return limited;
  const { token } = session.value;
  const payment = await withBackend(async () => {
    const { lines, total } = await serverCart(token);
    return lines.length === 0 ? null : startPayment(token, total);
  }, PAYMENT_INIT_FAILED);
  if (!payment.ok) return payment.response;
  if (!payment.value) return privateJson({ error: "Your cart is empty." }, { status: 409 });
  const opened = payment.value;
  return privateJson({
    payment:
      opened.provider === "razorpay"
        ? { ...opened, checkoutUrl: checkoutScriptUrl(env()) }
        : opened,
  });
}
