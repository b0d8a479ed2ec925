/** An address, signed payments and orders for the checkout and orders components' tests. */
import type { Address, Order } from "@/lib/types";

export const home: Address = {
  id: "a1",
  fullName: "Asha Rao",
  phoneNumber: "9876543210",
  alternatephone: "",
  address: "12 MG Road",
  city: "Bengaluru",
  state: "Karnataka",
  pin: "560001",
  country: "India",
  isDefaultBilling: true,
};

/** What POST /api/orders receives for `home`. */
export const homeShipping = {
  fullName: "Asha Rao",
  phoneNumber: "9876543210",
  alternatephone: "",
  address: "12 MG Road",
  city: "Bengaluru",
  state: "Karnataka",
  pin: "560001",
};

export const signedPayment = {
  razorpay_order_id: "order_local_1",
  razorpay_payment_id: "pay_local_1",
  razorpay_signature: "a".repeat(64),
};

export function order(id: string, overrides: Partial<Order> = {}): Order {
  return {
    id,
    view: "owner",
    items: [
      {
        productId: "cake",
        name: "Gift cake",
        quantity: 2,
        price: 450,
        image: null,
        delivery: null,
        variant: null,
        personalisation: null,
        messages: null,
        deliveryMove: null,
      },
      {
        productId: "roses",
        name: "Gift roses",
        quantity: 1,
        price: 800,
        image: null,
        delivery: null,
        variant: null,
        personalisation: null,
        messages: null,
        deliveryMove: null,
      },
    ],
    totalAmount: 1700,
    status: "Pending",
    paymentId: null,
    placedAt: "2026-01-12T05:00:00.000Z",
    statusHistory: [{ status: "Pending", at: "2026-01-12T05:00:00.000Z" }],
    shippingAddress: {
      name: "Asha Rao",
      phone: "9876543210",
      alternatephone: "",
      address: "12 MG Road",
      city: "Bengaluru",
      state: "Karnataka",
      pin: "560001",
    },
    testPayment: false,
    deliveryCharge: 0,
    substitution: null,
    recipientCode: null,
    proof: null,
    courier: null,
    cancellable: null,
    refund: null,
    ...overrides,
  };
}
