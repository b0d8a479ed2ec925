/**
 * Checkout requests (docs/contract.md, Behaviour: Checkout; Messages), shared by the browser and
 * the BFF.
 */
import { z } from "./zod";
import { addressSchema } from "./account";

export const NO_SHIPPING_ADDRESS = "Please select a shipping address before placing order.";
export const PAYMENT_INIT_FAILED = "Payment failed to initialize.";
export const ORDER_SAVE_FAILED = "Order save failed.";
export const ORDER_SAVE_FAILED_AFTER_PAYMENT = "Order save failed after payment.";
export const ORDERS_FETCH_FAILED = "Failed to fetch orders.";
/** The storefront's own check of a Razorpay payment refused it (app/api/orders). */
export const PAYMENT_NOT_VERIFIED = "This payment could not be verified, so no order was placed.";
export const PAYMENT_NOT_CONFIRMED = "The payment could not be confirmed yet. Please try again.";
/** The server-side cart holds nothing to pay for or order (409). */
export const NOTHING_TO_ORDER = "Your cart is empty.";

/** The delivery address an order goes to: the address book's fields, country aside. */
export const shippingSchema = addressSchema.pick({
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
});

export const localPaySchema = z.object({
  orderId: providerId,
  outcome: z.enum(["success", "failure"], { message: "outcome must be success or failure." }),
  method: z.enum(["card", "upi"], { message: "Choose card or UPI." }),
});

export type PlaceOrderRequest = z.output<typeof placeOrderSchema>;
