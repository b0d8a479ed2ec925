import { deliveryAvailable, fetchDeliveryOptions } from "@/lib/backend/delivery";
import { bff } from "@/lib/bff/handler";
import { optionsQuerySchema } from "@/lib/validations/delivery";

/**
 * GET /api/delivery/options?pincode=&productId=: how one gift can be delivered to one pincode,
 * as `{ options }`; `{ options: null }` when the backend has no delivery check. A product not on
 * sale is the backend's 404. Per shopper and per minute, so never kept.
 */
export const GET = bff.get({
  session: "none",
  query: optionsQuerySchema,
  call: async ({ query, shopper }) =>
    (await deliveryAvailable())
      ? fetchDeliveryOptions(query.pincode, query.productId, shopper.address)
      : null,
  reply: (options) => ({ options }),
  fallback: "Could not check delivery for this gift. Please try again.",
});
