import { z } from "zod";
import { BACKEND_ID } from "@giftshop/shared/validations/ids";

/** `/api/orders/{id}/items/{position}/…`: an order's id and one of its lines, by position. */
export const orderLineParams = z.object({
  id: z.string().regex(BACKEND_ID),
  position: z.coerce.number().int().min(0).max(99),
});
