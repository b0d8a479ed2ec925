// A local stand-in for the parts of Razorpay this shop uses, for tests that cannot reach
// Razorpay: the orders and payments API (Basic auth with key id and secret, Razorpay's answer
// and error shapes) and a checkout.js that opens an in-page window instead of Razorpay's.
// It signs a payment exactly as Razorpay does (HMAC-SHA256 hex of `order_id|payment_id` with
// the key secret), so the backend and the storefront verify it with their real code.
// Test keys only: it refuses to start with anything but an `rzp_test_` key id.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import http from "node:http";

/** The browser half: `window.Razorpay` for the pages (backend/src/test/razorpay-standin-checkout.js). */
const CHECKOUT_JS = fs.readFileSync(
  new URL("./razorpay-standin-checkout.js", import.meta.url),
  "utf8",
);

const MAX_BODY = 64 * 1024;

/** Razorpay ids: a prefix and 14 base62 characters. */
function razorpayId(prefix) {
  const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  const bytes = randomBytes(14);
  let id = "";
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return `${prefix}_${id}`;
}

/** Razorpay's signature of a payment made against an order. */
export function razorpaySignature(keySecret, orderId, paymentId) {
  return createHmac("sha256", keySecret).update(`${orderId}|${paymentId}`).digest("hex");
}

function sameText(a, b) {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Razorpay's error body: `{ error: { code, description, … } }`. */
function razorpayError(description, extra = {}) {
  return {
    error: {
      code: "BAD_REQUEST_ERROR",
      description,
      source: "NA",
      step: "NA",
      reason: "NA",
      metadata: {},
      ...extra,
    },
  };
}

function readBody(request) {
  return new Promise((resolve) => {
    const chunks = [];
    let size = 0;
    let tooLarge = false;
    request.on("data", (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) tooLarge = true;
      else chunks.push(chunk);
    });
    request.on("end", () => {
      if (tooLarge) return resolve({ ok: false, description: "The request body is too large." });
      const text = Buffer.concat(chunks).toString("utf8");
      if (text === "") return resolve({ ok: true, value: {} });
      try {
        const value = JSON.parse(text);
        if (value && typeof value === "object" && !Array.isArray(value)) {
          return resolve({ ok: true, value });
        }
      } catch {
        // answered below
      }
      resolve({ ok: false, description: "The request body is not a JSON object." });
    });
    request.on("error", () => resolve({ ok: false, description: "The request was cut off." }));
  });
}

/**
 * Starts the stand-in on `port` (0 picks a free one) for the account `keyId`/`keySecret`.
 * `origins` are the pages allowed to call it from a browser (CORS); without them any page is.
 * `log` gets one line per answer (method, path, status; never a key or a body).
 * Resolves to `{ url, orders, payments, close }`.
 */
export function startRazorpayStandin({
  port,
  keyId,
  keySecret,
  host = "127.0.0.1",
  origins,
  log = () => {},
}) {
  if (!/^rzp_test_\w+$/.test(keyId ?? "")) {
    throw new Error("The Razorpay stand-in takes only a test key id (rzp_test_…).");
  }
  if (!keySecret) throw new Error("The Razorpay stand-in needs the key secret to sign payments.");
  const allowed = origins && origins.length > 0 ? new Set(origins) : null;
  /** @type {Map<string, Record<string, unknown>>} */
  const orders = new Map();
  /** @type {Map<string, Record<string, unknown>>} */
  const payments = new Map();
  /** @type {Map<string, Record<string, unknown>>} */
  const refunds = new Map();

  const authorised = (request) => {
    const header = request.headers.authorization ?? "";
    const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header);
    if (!match) return false;
    const decoded = Buffer.from(match[1], "base64").toString("utf8");
    return sameText(`${keyId}:${keySecret}`, decoded);
  };

  const cors = (request) => {
    const origin = request.headers.origin;
    if (!origin) return {};
    if (allowed && !allowed.has(origin)) return {};
    return {
      "access-control-allow-origin": allowed ? origin : "*",
      "access-control-allow-methods": "GET, POST, OPTIONS",
      "access-control-allow-headers": "content-type, authorization",
      "access-control-max-age": "600",
      vary: "Origin",
    };
  };

  const send = (request, response, status, body, type = "application/json; charset=utf-8") => {
    log(`${request.method} ${new URL(request.url ?? "/", "http://standin").pathname} ${status}`);
    response.writeHead(status, {
      "content-type": type,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      ...cors(request),
    });
    response.end(typeof body === "string" ? body : JSON.stringify(body));
  };

  const createOrder = (body) => {
    const { amount, currency = "INR", receipt, notes } = body;
    if (!Number.isInteger(amount) || amount < 100) {
      return { status: 400, body: razorpayError("The amount must be atleast INR 1.00") };
    }
    if (currency !== "INR") {
      return { status: 400, body: razorpayError("The currency must be INR.") };
    }
    if (receipt !== undefined && (typeof receipt !== "string" || receipt.length > 40)) {
      return {
        status: 400,
        body: razorpayError("The receipt may not be greater than 40 characters."),
      };
    }
    const order = {
      id: razorpayId("order"),
      entity: "order",
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: receipt ?? null,
      offer_id: null,
      status: "created",
      attempts: 0,
      notes: notes && typeof notes === "object" ? notes : [],
      created_at: Math.floor(Date.now() / 1000),
    };
    orders.set(order.id, order);
    return { status: 200, body: order };
  };

  /**
   * A normal refund of a captured payment, processed at once (Razorpay's takes 5-7 working
   * days): the whole payment unless `amount` (paise) says less, never more than is left.
   */
  const refund = (payment, body) => {
    if (payment.status !== "captured" && payment.status !== "refunded") {
      return { status: 400, body: razorpayError("Only captured payments can be refunded.") };
    }
    const left = Number(payment.amount) - Number(payment.amount_refunded);
    const amount = body.amount ?? left;
    if (!Number.isInteger(amount) || amount < 100) {
      return { status: 400, body: razorpayError("The amount must be atleast INR 1.00") };
    }
    if (amount > left) {
      return {
        status: 400,
        body: razorpayError(
          left === 0
            ? "The payment has been fully refunded already"
            : "The refund amount provided is greater than amount captured",
        ),
      };
    }
    const made = {
      id: razorpayId("rfnd"),
      entity: "refund",
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: [],
      receipt: typeof body.receipt === "string" ? body.receipt : null,
      acquirer_data: { arn: null },
      created_at: Math.floor(Date.now() / 1000),
      batch_id: null,
      status: "processed",
      speed_processed: "normal",
      speed_requested: body.speed === "optimum" ? "optimum" : "normal",
    };
    refunds.set(made.id, made);
    const refunded = Number(payment.amount_refunded) + amount;
    Object.assign(payment, {
      amount_refunded: refunded,
      refund_status: refunded === payment.amount ? "full" : "partial",
      status: refunded === payment.amount ? "refunded" : payment.status,
    });
    return { status: 200, body: made };
  };

  /** The checkout window's payment attempt: captured on success, failed otherwise. */
  const attempt = (body, outcome) => {
    const { key, order_id: orderId, method } = body;
    if (key !== keyId) return { status: 401, body: razorpayError("Authentication failed") };
    const order = typeof orderId === "string" ? orders.get(orderId) : undefined;
    if (!order) return { status: 400, body: razorpayError("The id provided does not exist") };
    if (order.status === "paid") {
      return { status: 400, body: razorpayError("Order has already been paid.") };
    }
    const payMethod = method === "upi" ? "upi" : "card";
    const payment = {
      id: razorpayId("pay"),
      entity: "payment",
      amount: order.amount,
      currency: order.currency,
      status: outcome === "success" ? "captured" : "failed",
      order_id: order.id,
      method: payMethod,
      captured: outcome === "success",
      amount_refunded: 0,
      error_code: null,
      error_description: null,
      created_at: Math.floor(Date.now() / 1000),
    };
    order.attempts = Number(order.attempts) + 1;
    if (outcome === "success") {
      payments.set(payment.id, payment);
      Object.assign(order, { status: "paid", amount_paid: order.amount, amount_due: 0 });
      return {
        status: 200,
        body: {
          razorpay_payment_id: payment.id,
          razorpay_order_id: order.id,
          razorpay_signature: razorpaySignature(keySecret, order.id, payment.id),
        },
      };
    }
    const description = "Your payment could not be completed as it was declined by the bank.";
    Object.assign(payment, { error_code: "BAD_REQUEST_ERROR", error_description: description });
    payments.set(payment.id, payment);
    if (order.status === "created") order.status = "attempted";
    return {
      status: 200,
      body: razorpayError(description, {
        source: payMethod === "upi" ? "customer" : "bank",
        step: "payment_authorization",
        reason: "payment_failed",
        metadata: { order_id: order.id, payment_id: payment.id },
      }),
    };
  };

  const server = http.createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? "/", "http://standin");
      const { pathname } = url;
      const method = request.method ?? "GET";
      if (method === "OPTIONS") {
        response.writeHead(204, cors(request));
        return response.end();
      }
      if (method === "GET" && pathname === "/health") return send(request, response, 200, "ok\n");
      if (method === "GET" && pathname === "/v1/checkout.js") {
        return send(request, response, 200, CHECKOUT_JS, "text/javascript; charset=utf-8");
      }

      // What checkout.js asks with the key id alone, as Razorpay's own window does.
      const checkoutOrder = /^\/v1\/standin\/orders\/([\w-]+)$/.exec(pathname);
      if (method === "GET" && checkoutOrder) {
        const order = orders.get(checkoutOrder[1]);
        if (url.searchParams.get("key_id") !== keyId || !order) {
          return send(request, response, 400, razorpayError("The id provided does not exist"));
        }
        const { id, amount, currency, status } = order;
        return send(request, response, 200, { id, amount, currency, status });
      }
      const pay = /^\/v1\/standin\/(pay|fail)$/.exec(pathname);
      if (method === "POST" && pay) {
        const body = await readBody(request);
        if (!body.ok) return send(request, response, 400, razorpayError(body.description));
        const result = attempt(body.value, pay[1] === "pay" ? "success" : "failure");
        return send(request, response, result.status, result.body);
      }

      if (!pathname.startsWith("/v1/")) {
        return send(request, response, 404, razorpayError("The requested URL was not found."));
      }
      if (!authorised(request)) {
        return send(request, response, 401, razorpayError("Authentication failed"));
      }
      if (method === "POST" && pathname === "/v1/orders") {
        const body = await readBody(request);
        if (!body.ok) return send(request, response, 400, razorpayError(body.description));
        const result = createOrder(body.value);
        return send(request, response, result.status, result.body);
      }
      const refunding = /^\/v1\/payments\/([\w-]+)\/(refund|refunds)$/.exec(pathname);
      if (refunding) {
        const payment = payments.get(refunding[1]);
        if (!payment) {
          return send(request, response, 400, razorpayError("The id provided does not exist"));
        }
        if (method === "GET" && refunding[2] === "refunds") {
          const items = [...refunds.values()].filter((made) => made.payment_id === payment.id);
          return send(request, response, 200, { entity: "collection", count: items.length, items });
        }
        if (method === "POST" && refunding[2] === "refund") {
          const body = await readBody(request);
          if (!body.ok) return send(request, response, 400, razorpayError(body.description));
          const result = refund(payment, body.value);
          return send(request, response, result.status, result.body);
        }
      }
      const entity = /^\/v1\/(orders|payments)\/([\w-]+)$/.exec(pathname);
      if (method === "GET" && entity) {
        const found = (entity[1] === "orders" ? orders : payments).get(entity[2]);
        if (!found)
          return send(request, response, 400, razorpayError("The id provided does not exist"));
        return send(request, response, 200, found);
      }
      return send(request, response, 404, razorpayError("The requested URL was not found."));
    } catch (error) {
      console.error("[razorpay-standin]", error);
      if (!response.headersSent) send(request, response, 500, razorpayError("Server error"));
    }
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      const url = `http://${host}:${typeof address === "object" && address ? address.port : port}`;
      resolve({
        url,
        orders,
        payments,
        refunds,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
