import { OrderSuccess } from "@/components/checkout/order-success";
import { successOrder } from "@/components/checkout/success-order";
import type { OrderPageProps } from "@/components/static/order-id";
import { privatePageMetadata } from "@/lib/seo/private-page";

export const metadata = privatePageMetadata("Payment successful");

/**
 * /payment-success?order={id} (docs/contract.md, Screens: Success pages): shown after a paid order
 * is placed.
 */
export default async function PaymentSuccessPage({ searchParams }: OrderPageProps) {
  const { orderId, order, detailsError } = await successOrder((await searchParams).order);
  return (
    <OrderSuccess kind="payment" orderId={orderId} order={order} detailsError={detailsError} />
  );
}
