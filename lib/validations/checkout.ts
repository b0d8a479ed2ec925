/**
 * Checkout requests (docs/contract.md, Behaviour: Checkout; Messages), shared by the browser and
 * the BFF.
 */
import { PIN_PATTERN } from "@giftshop/shared/validations/pincode";
import { substitutionChoiceSchema } from "@giftshop/shared/substitution";
import { z } from "./zod";
import { addressSchema } from "./account";
import { productIdField } from "./cart";
import { lineKeyField } from "./gift";
import { BACKEND_ID } from "@giftshop/shared/validations/ids";

export const NO_SHIPPING_ADDRESS = "Please select a shipping address before placing order.";
export const PAYMENT_INIT_FAILED = "Payment failed to initialize.";
export const ORDER_SAVE_FAILED = "Order save failed.";
export const ORDER_SAVE_FAILED_AFTER_PAYMENT = "Order save failed after payment.";
export const ORDERS_FETCH_FAILED = "Failed to fetch orders.";
/** The storefront's own check of a Razorpay payment refused it (app/api/orders). */
export const PAYMENT_NOT_VERIFIED = "This payment could not be verified, so no order was placed.";
export const PAYMENT_NOT_CONFIRMED = "The payment could not be confirmed yet. Please try again.";
/** Nobody can check online payments on this shop (lib/checkout/payment-check.ts): none is taken. */
export const ONLINE_PAYMENT_UNAVAILABLE =
  "Online payment is not available just now. Please choose Cash on Delivery.";
/** The server-side cart holds nothing to pay for or order (409). */
export const NOTHING_TO_ORDER = "Your cart is empty.";

/** Delivery could not be checked (the quote failed on the backend's side). */
export const DELIVERY_QUOTE_FAILED = "We could not check delivery just now. Please try again.";
/** A quote that is not ok yet names no problem: the shopper looks again. */
export const DELIVERY_CHECK_AGAIN =
  "Delivery for your cart has changed. Please check delivery again.";
/** A cart line the browser sent no delivery for (409): the cart changed since the summary. */
export const deliveryMissing = (title: string) =>
  `Your cart has changed: “${title}” has no delivery chosen. Please check delivery again.`;
/** Deliveries checked for one pincode, an order going to another (409). */
export const deliveryPincodeMismatch = (checked: string, pin: string) =>
  `Delivery was checked for ${checked}, but this address is in ${pin}. Please check delivery again.`;
/** Cash on delivery where the pincode's zone does not take it (409). */
export const codUnavailable = (pin: string) =>
  `Cash on delivery is not available at ${pin}. Please pay online.`;

const pincodeField = z
  .string({ message: "Enter a valid 6-digit PIN code." })
  .regex(PIN_PATTERN, { message: "Enter a valid 6-digit PIN code." });

/** One cart line's delivery as the shopper saw it (docs/delivery.md, a quote line's choice). */
export const deliveryLineSchema = z.object({
  productId: productIdField,
  // docs/gifting.md: a gift line's key, when the quote named lines.
  line: lineKeyField.optional(),
  pincode: pincodeField,
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "A delivery date is a YYYY-MM-DD day." })
    .optional(),
  slotId: z.string().regex(BACKEND_ID, { message: "slotId is not a delivery slot." }).optional(),
});

export type DeliveryLine = z.output<typeof deliveryLineSchema>;

/** The lines' deliveries, one per product, all to one pincode. */
const deliveryLinesSchema = z
  .array(deliveryLineSchema, { message: "deliveries must be a list." })
  .max(50, { message: "Too many deliveries." })
  .refine(
    (lines) => new Set(lines.map((line) => line.line ?? line.productId)).size === lines.length,
    { message: "Each product takes one delivery." },
  )
  .refine((lines) => new Set(lines.map((line) => line.pincode)).size <= 1, {
    message: "Every delivery of an order goes to one PIN code.",
  });

/** POST /api/delivery/quote: the cart at an address's pincode, with the shopper's choices. */
export const quoteRequestSchema = z.object({
  pincode: pincodeField,
  choices: deliveryLinesSchema.optional(),
});

/** POST /api/checkout/start: the deliveries the shopper saw, when the shop delivers by day. */
export const startCheckoutSchema = z.preprocess(
  // A shop without delivery may start a payment with no body at all, as it always could.
  (body) => body ?? {},
  z.object({
    deliveries: deliveryLinesSchema.min(1, { message: "deliveries must not be empty." }).optional(),
  }),
);

/** The delivery address an order goes to: the address book's fields, country aside. */
const shippingSchema = addressSchema.pick({
  fullName: true,
  phoneNumber: true,
  alternatephone: true,
  address: true,
  city: true,
  state: true,
  pin: true,
});

const providerId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,100}$/, { message: "Invalid payment reference." });

/** What a payment window hands back (Razorpay's names): verified again by the backend. */
export const signedPaymentSchema = z.object({
  razorpay_order_id: providerId,
  razorpay_payment_id: providerId,
  razorpay_signature: z
    .string()
    .regex(/^[a-f0-9]{64}$/i, { message: "Invalid payment signature." }),
});

export const placeOrderSchema = z.object({
  address: shippingSchema,
  /** Absent: cash on delivery. */
  payment: signedPaymentSchema.optional(),
  /** The deliveries the shopper saw (docs/delivery.md); absent where the shop has none. */
  deliveries: deliveryLinesSchema.min(1, { message: "deliveries must not be empty." }).optional(),
  /** The substitution answer (docs/after-the-order.md); absent where checkout did not ask. */
  substitution: substitutionChoiceSchema.optional(),
});

export const localPaySchema = z.object({
  orderId: providerId,
  outcome: z.enum(["success", "failure"], { message: "outcome must be success or failure." }),
  method: z.enum(["card", "upi"], { message: "Choose card or UPI." }),
});

export type PlaceOrderRequest = z.output<typeof placeOrderSchema>;
