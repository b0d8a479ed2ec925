// Razorpay checkout and payment check (`/api`, no auth, §3 "Payment") and the feedback form.
// An order is made with Razorpay (the repo's Razorpay stand-in when `razorpayUrl` is given, so
// its checkout window can pay it; otherwise here, in Razorpay's shape and by its rules).
import { createHmac, randomBytes } from "node:crypto";
import express from "express";
import { castString, newObjectId } from "./casting.mjs";

const SUCCESS_PAGE = "http://localhost:5173/payment-success";

/** Razorpay ids: a prefix and 14 letters and digits. */
function razorpayId(prefix) {
  const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  return `${prefix}_${[...randomBytes(14)].map((byte) => alphabet[byte % 62]).join("")}`;
}

/**
 * Razorpay's `orders.create({amount, currency: "INR"})`. A refusal rejects with Razorpay's
 * error body, which has no `message`, so the original's answer then carries no `error`.
 * @param {import("./store.mjs").Context} context @param {number} amount paise
 */
async function createRazorpayOrder({ razorpayUrl, keyId, keySecret, state }, amount) {
  if (razorpayUrl) {
    const response = await fetch(`${razorpayUrl}/v1/orders`, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ amount, currency: "INR" }),
    });
    const body = await response.json();
    if (!response.ok) throw body;
    return body;
  }
  // Razorpay's own rule: whole paise, at least ₹1.
  if (!Number.isInteger(amount) || amount < 100) {
    throw { statusCode: 400, error: { code: "BAD_REQUEST_ERROR" } };
  }
  const order = {
    id: razorpayId("order"),
    entity: "order",
    amount,
    amount_paid: 0,
    amount_due: amount,
    currency: "INR",
    receipt: null,
    offer_id: null,
    status: "created",
    attempts: 0,
    notes: [],
    created_at: Math.floor(Date.now() / 1000),
  };
  state.razorpayOrders.push(order);
  return order;
}

/** @param {import("./store.mjs").Context} context */
export function paymentRoutes(context) {
  const { state, keyId, keySecret } = context;
  const router = express.Router();

  router.get("/getkey", (req, res) => res.json({ key: keyId }));

  router.post("/checkout", async (req, res) => {
    try {
      // Rupees to paise in floating point: ₹19.99 is 1998.9999… paise, which Razorpay refuses.
      const order = await createRazorpayOrder(context, Number(req.body.amount) * 100);
      res.json({ success: true, order });
    } catch (error) {
      res.status(500).json({ success: false, error: error?.message });
    }
  });

  router.post("/paymentVerification", (req, res) => {
    try {
      const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = req.body;
      const expected = createHmac("sha256", keySecret)
        .update(`${razorpay_order_id}|${razorpay_payment_id}`)
        .digest("hex");
      if (expected !== razorpay_signature) {
        return res.status(400).json({ success: false, message: "Invalid signature" });
      }
      state.payments.push({
        _id: newObjectId(),
        razorpay_order_id: castString(razorpay_order_id, "razorpay_order_id", "Payment"),
        razorpay_payment_id: castString(razorpay_payment_id, "razorpay_payment_id", "Payment"),
        razorpay_signature,
        __v: 0,
      });
      res.redirect(`${SUCCESS_PAGE}?reference=${razorpay_payment_id}`);
    } catch (error) {
      res.status(500).json({ success: false, error });
    }
  });

  return router;
}

/** `/api/feedback`: nothing required; 201 with a bare `message`. */
export function feedbackRoutes({ state }) {
  const router = express.Router();

  router.post("/", (req, res) => {
    try {
      const text = (field) => castString(req.body[field], field, "Feedback");
      const fields = { name: text("name"), email: text("email"), message: text("message") };
      state.feedback.push({
        _id: newObjectId(),
        ...fields,
        date: new Date().toISOString(),
        __v: 0,
      });
      res.status(201).json({ message: "Feedback submitted successfully" });
    } catch {
      res.status(500).json({ error: "Something went wrong" });
    }
  });

  return router;
}
