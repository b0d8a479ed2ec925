/**
 * The place-order body (docs/contract.md, Orders, plus the provider's `order_id` and `signature`;
 * in full mode each item's `delivery`, docs/delivery.md, and its cart `line`, docs/gifting.md):
 * every field checked, with messages that name the field, before anything is read or written.
 */
import { z } from "zod";
import { formatINR } from "@giftshop/shared/money";
import { deliveryChoiceSchema } from "../../delivery/choice";
import { idSchema } from "../../lib/ids";
import {
  mobileSchema,
  optionalMobileSchema,
  optionalText,
  pinSchema,
  text,
} from "../../lib/validation";
import { MAX_LINE_QUANTITY } from "@giftshop/shared/messages/cart";
import { productOfLine } from "@giftshop/shared/gifting";
import { substitutionChoiceSchema, type SubstitutionChoice } from "@giftshop/shared/substitution";
import { MAX_CART_LINES } from "../cart/cart-lines";
import { lineKeySchema } from "../cart/gift-line";
/** Largest order total, in rupees (also the checkout's upper bound). */
export const MAX_ORDER_RUPEES = 10_00_000;

const quantityMessage = `quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;

const shippingAddress = z.object(
  {
    name: text("name", 80),
    phone: mobileSchema("phone"),
    alternatephone: optionalMobileSchema("alternatephone"),
    address: text("address", 300),
    city: text("city", 80),
    state: text("state", 80),
    pin: pinSchema,
  },
  { message: "shippingAddress is required" },
);

/** name, price and sellerId are the browser's copy: checked or replaced, never stored as sent. */
const item = z.object({
  productId: idSchema,
  name: optionalText("name", 200).optional(),
  quantity: z
    .number({ message: quantityMessage })
    .int({ message: quantityMessage })
    .min(1, { message: quantityMessage })
    .max(MAX_LINE_QUANTITY, { message: quantityMessage }),
  price: z
    .number({ message: "price must be a whole number of rupees" })
    .int({ message: "price must be a whole number of rupees" })
    .min(0, { message: "price must be a whole number of rupees" })
    .max(MAX_ORDER_RUPEES, { message: "price is too large" })
    .optional(),
  sellerId: idSchema.optional(),
});

/**
 * Full mode: a line may carry the delivery the shopper chose for it, and the key of its cart
 * line (its variant and personalisation are read from the cart, never from the body).
 */
const deliveredItem = item
  .extend({ delivery: deliveryChoiceSchema.optional(), line: lineKeySchema.optional() })
  .superRefine((line, ctx) => {
    if (line.line && productOfLine(line.line) !== line.productId) {
      ctx.addIssue({
        code: "custom",
        path: ["line"],
        message: "line must be a cart line of this item's product",
      });
    }
  });

type Item = z.output<typeof deliveredItem>;

/** An absent reference may come as null or "" from a storefront that always sends the key. */
const reference = (label: string, pattern: RegExp, example: string) =>
  z.preprocess(
    (value) => (value === null || value === "" ? undefined : value),
    z
      .string({ message: `${label} must be text like ${example}` })
      .max(100, { message: `${label} is too long` })
      .regex(pattern, { message: `${label} must look like ${example}` })
      .optional(),
  );

/**
 * The body with items read by `line` (with or without their deliveries) and the substitution
 * answer read by `substitution`.
 */
const orderBody = (
  line: z.ZodType<Item>,
  substitution: z.ZodType<SubstitutionChoice | undefined, unknown>,
) =>
  z
    .object({
      substitution,
      items: z
        .array(line, { message: "items must be a list" })
        .min(1, { message: "Your order has no items" })
        .max(MAX_CART_LINES, { message: `An order holds ${MAX_CART_LINES} products at most` })
        .superRefine((list, ctx) => {
          // Unique by line key: a plain item's is its product id (docs/gifting.md).
          const seen = new Set<string>();
          list.forEach((line, index) => {
            const key = line.line ?? line.productId;
            if (seen.has(key)) {
              ctx.addIssue({
                code: "custom",
                path: line.line ? [index, "line"] : [index, "productId"],
                message: line.line
                  ? "each cart line may appear only once"
                  : "each product may appear only once; put the quantity on one line",
              });
            }
            seen.add(key);
          });
        }),
      totalAmount: z
        .number({ message: "totalAmount must be a whole number of rupees" })
        .int({ message: "totalAmount must be a whole number of rupees" })
        .min(1, { message: "totalAmount must be at least ₹1" })
        .max(MAX_ORDER_RUPEES, {
          message: `totalAmount must be at most ${formatINR(MAX_ORDER_RUPEES)}`,
        }),
      shippingAddress,
      image: optionalText("image", 2048).optional(),
      paymentId: reference("paymentId", /^pay_[A-Za-z0-9_]+$/, "pay_…"),
      order_id: reference("order_id", /^order_[A-Za-z0-9_]+$/, "order_…"),
      signature: z.preprocess(
        (value) => (value === null || value === "" ? undefined : value),
        z
          .string({ message: "signature must be text" })
          .max(256, { message: "signature is too long" })
          .optional(),
      ),
    })
    .superRefine((body, ctx) => {
      if (body.paymentId) {
        for (const field of ["order_id", "signature"] as const) {
          if (!body[field]) {
            ctx.addIssue({
              code: "custom",
              path: [field],
              message: `${field} is required when paymentId is sent`,
            });
          }
        }
      } else if (body.order_id || body.signature) {
        ctx.addIssue({
          code: "custom",
          path: ["paymentId"],
          message: "paymentId is required when order_id or signature is sent",
        });
      }
    });

/**
 * The body as a plain §7 backend reads it (contract mode): an item's `delivery` and the
 * substitution answer are ignored.
 */
export const placeOrderBody = orderBody(
  item,
  z
    .unknown()
    .optional()
    .transform(() => undefined),
);

/**
 * The body in full mode: deliveries go on every item or on none; `substitution` is the shopper's
 * answer for a cake or flowers (docs/after-the-order.md, "Substitution").
 */
export const placeOrderWithDeliveryBody = orderBody(
  deliveredItem,
  substitutionChoiceSchema.optional(),
).superRefine((body, ctx) => {
  const delivered = body.items.filter((line) => line.delivery).length;
  if (delivered > 0 && delivered < body.items.length) {
    ctx.addIssue({
      code: "custom",
      path: ["items"],
      message: "a delivery must be sent with every item or with none",
    });
  }
});

export type PlaceOrderInput = z.output<typeof placeOrderWithDeliveryBody>;
