import { OrderSuccess } from "@/components/checkout/order-success";
import { successOrder } from "@/components/checkout/success-order";
import type { OrderPageProps } from "@/components/static/order-id";
import { privatePageMetadata } from "@/lib/seo/private-page";

export const metadata = privatePageMetadata("Order placed");

/**
 * /order-success?order={id} (docs/contract.md, Screens: Success pages): the cash-on-delivery
 * message.
 */
export default async function OrderSuccessPage({ searchParams }: OrderPageProps) {
  const { orderId, order, detailsError } = await successOrder((await searchParams).order);
  return <OrderSuccess kind="cod" orderId={orderId} order={order} detailsError={detailsError} />;
}
