import type { Metadata } from "next";
import { OrderSuccess } from "@/components/checkout/order-success";
import { successOrder } from "@/components/checkout/success-order";

export const metadata: Metadata = {
  title: "Payment successful",
  robots: { index: false, follow: false },
};

/**
 * /payment-success?order={id} (docs/contract.md, Screens: Success pages): shown after a paid order
 * is placed.
 */
export default async function PaymentSuccessPage({
  searchParams,
}: {
  searchParams: Promise<{ order?: string | string[] }>;
}) {
  const { orderId, order, detailsError } = await successOrder((await searchParams).order);
  return (
    <OrderSuccess kind="payment" orderId={orderId} order={order} detailsError={detailsError} />
  );
}
