import "server-only";
import { unstable_rethrow } from "next/navigation";
import { z } from "zod";
import { catalogueCache } from "./catalogue";
import { backendFetch } from "./fetch";

/** GET /api/getkey: the provider's public key; the reference backend names its provider too. */
export const keyAnswer = z.object({
  key: z.string().min(1),
  provider: z.enum(["local", "razorpay"]).optional(),
  // The reference backend's word that its place-order checks every payment.
  verifiesPayments: z.boolean().optional().catch(undefined),
});

/**
 * Payments that take no money: the local provider's, and Razorpay's under a test key
 * (`rzp_test_…`), which Razorpay never settles. A §7 backend names no provider; its key
 * still tells.
 */
function takesTestPayments(answer: z.output<typeof keyAnswer>): boolean {
  return answer.provider === "local" || answer.key.startsWith("rzp_test_");
}

/**
 * Whether the backend's payments take no money, for the notice on every page. Read like the
 * catalogue (the layout's other backend read): one cached answer for every shopper, so no
 * page view asks the backend, and prerendered pages carry it. False when getkey does not
 * answer: a page is never broken for its notice.
 */
export async function backendTakesTestPayments(): Promise<boolean> {
  try {
    return takesTestPayments(await backendFetch("/api/getkey", keyAnswer, catalogueCache()));
  } catch (error) {
    unstable_rethrow(error);
    console.error("[payments] could not read the payment mode:", error);
    return false;
  }
}
