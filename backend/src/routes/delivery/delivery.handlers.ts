/**
 * The delivery questions a shopper asks before buying (docs/delivery.md, "The API"): does the
 * shop deliver to this PIN code, and when and how can this gift arrive there. Answers are
 * judged by the shop's clock at the minute asked, so they are never cached.
 */
import type { Context, Handler } from "hono";
import { z } from "zod";
import { PIN_PATTERN, normalizePin } from "@giftshop/shared/validations/pincode";
import type { Db } from "../../db/client";
import type { Clock } from "../../delivery/clock";
import { courierRange } from "../../delivery/rules";
import { deliveryOptions, loadKinds, loadSlots, loadZone } from "../../delivery/store";
import { fail, query } from "../../lib/http";
import { idSchema } from "../../lib/ids";

interface Deps {
  db: Db;
  clock: Clock;
}

const INVALID_PIN = "Enter a valid 6-digit PIN code.";

/** A PIN code as people type it ("560 038" too); anything but 6 digits starting 1–9 is refused. */
const pinSchema = z
  .string({ message: INVALID_PIN })
  .max(20, { message: INVALID_PIN })
  .transform(normalizePin)
  .pipe(z.string().regex(PIN_PATTERN, { message: INVALID_PIN }));

const productQuery = z.object({
  productId: z.string({ message: "productId is required" }).pipe(idSchema),
});

/** The answer depends on the minute it is asked (cut-offs, places taken): never stored. */
function noStore(c: Context) {
  c.header("Cache-Control", "no-store");
}

function pinOr400(value: unknown): string {
  const result = pinSchema.safeParse(value);
  if (!result.success) fail(400, INVALID_PIN);
  return result.data;
}

/** GET /delivery/pincode/:pin: whether and how the shop delivers to `pin`. */
export const pincode =
  ({ db, clock }: Deps): Handler =>
  async (c) => {
    noStore(c);
    const pin = pinOr400(c.req.param("pin"));
    const zone = await loadZone(db, pin);
    return c.json({
      success: true,
      pincode: pin,
      served: zone !== null,
      place: zone ? { district: zone.district, state: zone.state } : null,
      hub: zone?.hub?.name ?? null,
      slotTypes: zone?.hub ? [...zone.hub.slotTypes] : [],
      cod: zone?.cod ?? false,
      courier: zone ? courierRange(zone, clock()) : null,
    });
  };

/** GET /delivery/options?pincode=&productId=: the days, slots or range a product can have there. */
export const options =
  ({ db, clock }: Deps): Handler =>
  async (c) => {
    noStore(c);
    const pin = pinOr400(c.req.query("pincode"));
    const { productId } = query(c, productQuery);
    const product = (await loadKinds(db, [productId])).get(productId);
    if (!product) fail(404, "Product not found");
    const answer = await deliveryOptions(db, { pincode: pin, kind: product.kind, now: clock() });
    return c.json({ success: true, ...answer });
  };

/**
 * GET /delivery/slots: the slots a hub's day is cut into and what each costs, for the shop's
 * shipping page. The same everywhere and changed only by an operator, so it may be kept a while.
 */
export const slots =
  ({ db }: Deps): Handler =>
  async (c) => {
    c.header("Cache-Control", "public, max-age=300");
    const rows = await loadSlots(db);
    return c.json({
      success: true,
      slots: rows.map(({ id, type, label, startsAt, endsAt, charge }) => ({
        id,
        type,
        label,
        startsAt,
        endsAt,
        charge,
      })),
    });
  };
