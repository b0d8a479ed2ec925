/**
 * The operator's calls over HTTP (docs/after-the-order.md, "Proof of delivery", "Operator
 * tools"): what the `order:status` CLI does (a status move, a delivery with its proof), for
 * when the database is held by the running backend (PGlite) or the operator works from a phone.
 * Each move tells the owner on their channels ("Order updates"). Mounted under /api only when
 * OPERATOR_TOKEN is set (full mode); every call needs `Authorization: Bearer <OPERATOR_TOKEN>`
 * (401 otherwise).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from "@giftshop/shared/gifting";
import { COURIER_NAME_MAX, COURIER_NAME_PATTERN } from "@giftshop/shared/order-progress";
import type { Db } from "../../db/client";
import type { Deliveries } from "../../deliveries";
import type { Notifier } from "../../notify/notifier";
import { bodyLimit } from "../../lib/body-limit";
import { fail, parseOr400 } from "../../lib/http";
import { idSchema } from "../../lib/ids";
import { recordDelivery, type DeliveryProof } from "../orders/delivery-proof";
import { ORDER_NOT_FOUND, setOrderStatus } from "../orders/order-status";
import { eventForStatus } from "../../notify/events";

export const OPERATOR_NOT_AUTHORIZED = "Operator token required.";

/** Where a delivery is recorded; its body may be a photo, past the app's JSON limit. */
const DELIVERED_PATH = /^\/api\/operator\/orders\/[^/]+\/delivered$/;

/** Whether `c` records a delivery (the app skips its JSON body limit for it). */
export const isOperatorDelivery = (c: Context) =>
  c.req.method === "POST" && DELIVERED_PATH.test(c.req.path);

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Lets through a caller holding `token`, compared in constant time. */
const operatorOnly = (token: string) => {
  const expected = digest(token);
  return createMiddleware(async (c, next) => {
    const sent = /^Bearer (.+)$/.exec(c.req.header("Authorization") ?? "")?.[1] ?? "";
    if (!timingSafeEqual(digest(sent), expected)) fail(401, OPERATOR_NOT_AUTHORIZED);
    await next();
  });
};

const codeBody = z.object({
  code: z.string({ message: "code must be the recipient's 4 digits" }).max(20),
});

/** The proof a request carries: JSON `{ code }`, or the photo's bytes (any other type). */
async function proofFrom(c: Context): Promise<DeliveryProof> {
  if ((c.req.header("Content-Type") ?? "").startsWith("application/json")) {
    const body: unknown = await c.req.json().catch(() => null);
    return { kind: "code", code: parseOr400(codeBody, body).code.trim() };
  }
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.byteLength === 0) fail(400, "Send the delivery photo, or JSON { code }.");
  return { kind: "photo", bytes };
}

/** `notifier` and `deliveries` tell the owner of a delivery recorded (docs/after-the-order.md). */
/** A move an operator makes over HTTP; Delivered goes with its proof to /delivered. */
const statusBody = z
  .object({
    status: z.enum(["Confirm", "Shipped", "Cancelled"], {
      message: "status must be one of Confirm, Shipped, Cancelled (Delivered goes to /delivered)",
    }),
    courier: z
      .string({ message: "courier must be the delivery person's first name" })
      .trim()
      .max(COURIER_NAME_MAX, { message: `courier is at most ${COURIER_NAME_MAX} characters` })
      .regex(COURIER_NAME_PATTERN, { message: "courier must be the delivery person's first name" })
      .optional(),
  })
  .strict()
  .refine((body) => body.courier === undefined || body.status === "Shipped", {
    message: "courier names who delivers: send it with Shipped",
  });

export function operatorRoutes(
  db: Db,
  token: string,
  { notifier, deliveries }: { notifier: Notifier; deliveries: Deliveries },
) {
  return new Hono()
    .post("/operator/orders/:id/status", operatorOnly(token), async (c) => {
      const orderId = parseOr400(idSchema, c.req.param("id"));
      const body: unknown = await c.req.json().catch(() => null);
      const { status, courier } = parseOr400(statusBody, body);
      const moved = await setOrderStatus(db, orderId, status, courier ?? null);
      if (!moved.ok) fail(moved.message === ORDER_NOT_FOUND ? 404 : 409, moved.message);
      const event = eventForStatus(moved.status);
      if (event) {
        deliveries.later(`order ${orderId} ${event}`, async () => {
          await notifier.notify(orderId, event);
        });
      }
      return c.json({
        success: true,
        order: { _id: orderId, status: moved.status, statusHistory: moved.statusHistory },
      });
    })
    .post(
      "/operator/orders/:id/delivered",
      operatorOnly(token),
      bodyLimit(PHOTO_MAX_BYTES, PHOTO_TOO_LARGE),
      async (c) => {
        const orderId = parseOr400(idSchema, c.req.param("id"));
        const recorded = await recordDelivery(db, orderId, await proofFrom(c));
        if (!recorded.ok) fail(recorded.httpStatus, recorded.message);
        deliveries.later(`order ${orderId} delivered`, async () => {
          await notifier.notify(orderId, "delivered");
        });
        return c.json({
          success: true,
          order: { _id: orderId, status: recorded.status, statusHistory: recorded.statusHistory },
        });
      },
    );
}
