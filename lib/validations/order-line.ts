import { z } from "zod";

/** `/api/orders/{id}/items/{position}/…`: an order's id and one of its lines, by position. */
export const orderLineParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  position: z.coerce.number().int().min(0).max(99),
});
