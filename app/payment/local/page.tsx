import { redirect } from "next/navigation";
import { LocalPaymentSheet } from "@/components/checkout/local-payment-sheet";
import { type OrderPageProps, parseOrderId } from "@/components/static/order-id";
import { readSession } from "@/lib/auth/session";
import { fetchLocalPayment } from "@/lib/backend/orders";
import { localPaymentPath, loginPath } from "@/lib/routing/paths";
import { privatePageMetadata } from "@/lib/seo/private-page";

export const metadata = privatePageMetadata("Secure test payment");

/**
 * /payment/local?order={provider order id}: the local test provider's payment page
 * (DESIGN.md §3, §4), which stands in for Razorpay's window when no real provider is set up.
 */
export default async function LocalPaymentPage({ searchParams }: OrderPageProps) {
  const { order } = await searchParams;
  const raw = (Array.isArray(order) ? order[0] : order) ?? "";
  const session = await readSession();
  if (!session) {
    redirect(loginPath(localPaymentPath(raw)));
  }

  const id = parseOrderId(raw);
  let payment: Awaited<ReturnType<typeof fetchLocalPayment>> = null;
  let failed = false;
  if (id) {
    try {
      payment = await fetchLocalPayment(session.token, id);
    } catch (error) {
      console.error("[payment/local] could not read the payment:", error);
      failed = true;
    }
  }

  return (
    <div className="bg-neutral-100/80">
      <div className="mx-auto flex min-h-[70dvh] max-w-md flex-col justify-center px-4 py-8 sm:py-14">
        <LocalPaymentSheet
          state={
            failed
              ? { kind: "error" }
              : !payment
                ? { kind: "not-found" }
                : payment.status === "paid"
                  ? { kind: "paid", orderId: payment.orderId, amount: payment.amount }
                  : { kind: "open", orderId: payment.orderId, amount: payment.amount }
          }
        />
      </div>
    </div>
  );
}
