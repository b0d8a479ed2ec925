import { payLocally } from "@/lib/backend/orders";
import { readJson } from "@/lib/http/bff";
import { privateJson, sameSiteOr403, sessionOr401, withBackend } from "@/lib/http/account";
import { localPaySchema } from "@/lib/validations/checkout";

/**
 * POST /api/checkout/local-pay: the local provider's payment page pays (or, to test the
 * failure path, declines) through the backend, which signs the result as Razorpay would.
 */
export async function POST(request: Request) {
  const origin = sameSiteOr403(request);
  if (!origin.ok) return origin.response;
  const session = await sessionOr401();
  if (!session.ok) return session.response;
  const body = await readJson(request, localPaySchema);
  if (!body.ok) return body.response;
  const { orderId, outcome, method } = body.data;
  const paid = await withBackend(
    () => payLocally(session.value.token, orderId, outcome, method),
    "The payment could not be completed. Please try again.",
  );
  if (!paid.ok) return paid.response;
  return privateJson({ payment: paid.value });
}
