import { useDeliveryQuote } from "@/components/checkout/use-delivery-quote";
import type { CartLine } from "@/lib/types";
import { deliveryCostOf, type DeliveryCost } from "./price-summary";

/**
 * What delivery adds to the cart before an address is chosen: the chosen deliveries' charges,
 * quoted at the pincode the lines were checked for. Lines without a choice get free standard
 * delivery, so a cart with none costs nothing more. The cart and the add-ons step read it
 * alike, so both show the same total. `delivery`: the shop delivers by pincode.
 */
export function useCartDeliveryCost(lines: CartLine[], delivery: boolean): DeliveryCost {
  const checked = delivery
    ? (lines.find((line) => line.delivery)?.delivery?.pincode ?? null)
    : null;
  return deliveryCostOf(useDeliveryQuote(checked, lines).state);
}
