// Orders (`/api/client`, cookie guard, §3 "Orders"): stored as sent (prices, totals and product
// ids are not checked), read back newest first with each line's product filled in, and any
// signed-in shopper may read any order by its id.
import express from "express";
import { castNumber, castObjectId, castString, newObjectId, ValidationError } from "./casting.mjs";
import { cookieGuard } from "./guards.mjs";
import { findById } from "./store.mjs";

const ADDRESS_TEXTS = ["name", "city", "state", "phone", "alternatephone", "address"];

function isPlainObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** Keeps what is defined, in the given order (the original omits empty parts). */
function defined(entries) {
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}

/**
 * Runs a cast, noting its failure under `path` instead of throwing, as Mongoose gathers every
 * problem of a document into one validation error.
 */
function caster(problems) {
  return (cast, value, path, shortPath) => {
    try {
      return cast(value, shortPath);
    } catch (error) {
      problems.push([path, error instanceof Error ? error.message : String(error)]);
      return undefined;
    }
  };
}

/** One order line: productId (required id), name, quantity and price (required numbers). */
function orderLine(item, n, attempt, problems) {
  const fields = isPlainObject(item) ? item : {};
  const at = (field) => `items.${n}.${field}`;
  const line = defined([
    ["productId", attempt(castObjectId, fields.productId, at("productId"), "productId")],
    ["name", attempt(castString, fields.name, at("name"), "name")],
    ["quantity", attempt(castNumber, fields.quantity, at("quantity"), "quantity")],
    ["price", attempt(castNumber, fields.price, at("price"), "price")],
  ]);
  for (const field of ["productId", "quantity", "price"]) {
    if (line[field] === undefined || line[field] === null) {
      if (!problems.some(([path]) => path === at(field))) {
        problems.push([at(field), `Path \`${field}\` is required.`]);
      }
    }
  }
  return { ...line, _id: newObjectId() };
}

/** The shipping address: texts, and `pin` as a Number ("560001" is stored as 560001). */
function shippingAddress(input, attempt) {
  const fields = isPlainObject(input) ? input : {};
  const path = (field) => `shippingAddress.${field}`;
  const text = (field) => attempt(castString, fields[field], path(field), path(field));
  return defined([
    ["name", text("name")],
    ["pin", attempt(castNumber, fields.pin, path("pin"), path("pin"))],
    ...ADDRESS_TEXTS.slice(1).map((field) => [field, text(field)]),
  ]);
}

/**
 * The order as the original's model would save it, in the key order of a document just saved;
 * throws `order validation failed: …` as the original reports it.
 */
function newOrder(userId, { items, totalAmount, shippingAddress: address, image, paymentId }) {
  const problems = [];
  const attempt = caster(problems);
  const lines = [items].flat().map((item, n) => orderLine(item, n, attempt, problems));
  const order = defined([
    // A default that is not a function is set before the sent fields; `_id` and `placedAt`,
    // made by functions, after them.
    ["status", "Pending"],
    ["user", userId],
    ["items", lines],
    ["totalAmount", attempt(castNumber, totalAmount, "totalAmount", "totalAmount")],
    ["shippingAddress", shippingAddress(address, attempt)],
    ["image", attempt(castString, image, "image", "image")],
    ["paymentId", attempt(castString, paymentId, "paymentId", "paymentId")],
    ["_id", newObjectId()],
    ["placedAt", new Date().toISOString()],
    ["__v", 0],
  ]);
  if (problems.length > 0) throw new ValidationError("order", problems);
  return /** @type {import("./server.d.mts").Order} */ (order);
}

/** @param {import("./store.mjs").Context} context */
export function orderRoutes({ state, jwtSecret }) {
  const router = express.Router();
  const guard = cookieGuard(jwtSecret);

  /** An order as read back: `_id` first, each line's product filled in (or null). */
  const readBack = (order) => {
    const { _id, user, items, totalAmount, shippingAddress: address, status } = order;
    const lines = items.map(({ productId, ...rest }) => ({
      productId: state.products.find((product) => product._id === productId) ?? null,
      ...rest,
    }));
    const rest = { image: order.image, paymentId: order.paymentId };
    return defined([
      ["_id", _id],
      ["user", user],
      ["items", lines],
      ["totalAmount", totalAmount],
      ["shippingAddress", address],
      ["status", status],
      ...Object.entries(rest),
      ["placedAt", order.placedAt],
      ["__v", order.__v],
    ]);
  };

  router.post("/place-order", guard, (req, res) => {
    const { items, totalAmount, shippingAddress: address, userId } = req.body;
    if (!items || items.length === 0 || !address || !totalAmount) {
      return res.status(400).json({ success: false, message: "Missing order details." });
    }
    try {
      const order = newOrder(userId, req.body);
      state.orders.push(order);
      res.status(201).json({ success: true, message: "Order placed successfully", order });
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      res.status(500).json({ success: false, message: "Failed to place order", error: text });
    }
  });

  router.get("/get-orders", guard, (req, res) => {
    const mine = state.orders
      .map((order, position) => ({ order, position }))
      .filter(({ order }) => order.user === req.body.userId)
      .sort((a, b) => b.order.placedAt.localeCompare(a.order.placedAt) || b.position - a.position);
    res.json({ success: true, orders: mine.map(({ order }) => readBack(order)) });
  });

  // Whoever owns it: the original checks the session, not the owner.
  router.get("/order/:id", guard, (req, res) => {
    try {
      const order = findById(state.orders, req.params.id, "Order");
      if (!order) return res.status(404).json({ success: false, message: "Order not found" });
      res.json({ success: true, order: readBack(order) });
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      res.status(500).json({ success: false, message: "Failed to fetch order", error: text });
    }
  });

  return router;
}
