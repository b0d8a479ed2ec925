import type { Metadata } from "next";
import { OrderSuccess } from "@/components/checkout/order-success";
import { successOrder } from "@/components/checkout/success-order";

export const metadata: Metadata = {
  title: "Order placed",
  robots: { index: false, follow: false },
};

/**
 * /order-success?order={id} (docs/contract.md, Screens: Success pages): the cash-on-delivery
 * message.
 */
export default async function OrderSuccessPage({
  searchParams,
}: {
  searchParams: Promise<{ order?: string | string[] }>;
}) {
  const { orderId, order, detailsError } = await successOrder((await searchParams).order);
  return <OrderSuccess kind="cod" orderId={orderId} order={order} detailsError={detailsError} />;
}
