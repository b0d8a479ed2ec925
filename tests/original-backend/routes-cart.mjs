// Cart and wishlist (`/api/auth`, bearer guard, §3 "Cart" and "Wishlist"). Each answer has its
// own shape, as in the original: adding answers only ids and prices, changing a quantity answers
// whole product documents, removing answers the cart as GET shows it; wishlist items are flat,
// except in the answer to a removal, where each is wrapped in `{product}`.
import express from "express";
import { castNumber, newObjectId } from "./casting.mjs";
import { bearerGuard, bearerUserId } from "./guards.mjs";
import { findById } from "./store.mjs";

/** A product as a cart line or wishlist item shows it: the first picture as `image`. */
function card(product) {
  const { _id, title, price, oldprice, discount, brand, images } = product;
  return { _id, title, price, oldprice, discount, brand, image: images[0]?.url ?? "" };
}

/** @param {import("./store.mjs").Context} context */
export function cartRoutes({ state, jwtSecret }) {
  const router = express.Router();
  const guard = bearerGuard(jwtSecret);
  const productOf = (id) => state.products.find((product) => product._id === id) ?? null;
  const cartOf = (req) => state.carts.find((cart) => cart.user === bearerUserId(req)) ?? null;
  const wishlistOf = (req) =>
    state.wishlists.find((list) => list.user === bearerUserId(req)) ?? null;

  /** The lines whose product still exists, each shown through `view`. */
  const present = (cart, view) =>
    (cart?.items ?? []).flatMap((line) => {
      const product = productOf(line.product);
      return product ? [{ product: view(product), quantity: line.quantity }] : [];
    });
  const cartView = (cart) => present(cart, card);
  const wishlistItems = (list) =>
    (list?.products ?? []).flatMap((id) => {
      const product = productOf(id);
      return product ? [card(product)] : [];
    });

  router.post("/Cart", guard, (req, res) => {
    const { productId, quantity } = req.body;
    try {
      const product = findById(state.products, productId, "Product");
      if (!product) return res.status(404).json({ message: "Product not found" });
      const cart = cartOf(req);
      const items = (cart?.items ?? []).map((line) => ({ ...line }));
      // Lines are matched by the id exactly as sent, so upper-case hex starts a second line.
      const line = items.find((item) => item.product === productId);
      if (line) {
        // JavaScript's +: a quantity sent as text is appended (1 + "2" is 12).
        line.quantity = castNumber(line.quantity + quantity, "quantity", "Cart");
      } else {
        const count = quantity === undefined ? 1 : castNumber(quantity, "quantity", "Cart");
        items.push({ product: product._id, quantity: count, _id: newObjectId() });
      }
      if (cart) cart.items = items;
      else state.carts.push({ _id: newObjectId(), user: bearerUserId(req), items, __v: 0 });
      // The original asks for `name` and `image`, which products lack: only `_id` and `price`.
      const answer = present(cartOf(req), ({ _id, price }) => ({ _id, price }));
      res.json({ cart: answer });
    } catch {
      res.status(500).json({ message: "Internal server error" });
    }
  });

  router.get("/Cart", guard, (req, res) => {
    res.json({ cart: cartView(cartOf(req)) });
  });

  router.put("/update-quantity", guard, (req, res) => {
    const { productId, quantity } = req.body;
    if (quantity === undefined || quantity < 1) {
      return res.status(400).json({ message: "Quantity must be at least 1" });
    }
    try {
      if (!findById(state.products, productId, "Product")) {
        return res.status(404).json({ message: "Product not found" });
      }
      const cart = cartOf(req);
      if (!cart) return res.status(404).json({ message: "Cart not found" });
      const line = cart.items.find((item) => item.product === productId);
      if (!line) return res.status(404).json({ message: "Product not in cart" });
      line.quantity = castNumber(quantity, "quantity", "Cart");
      const lines = cart.items.map((item) => ({
        product: productOf(item.product),
        quantity: item.quantity,
      }));
      res.json({ cart: lines });
    } catch {
      res.status(500).json({ message: "Server error" });
    }
  });

  router.delete("/delete/:productId", guard, (req, res) => {
    const cart = cartOf(req);
    if (!cart) return res.status(404).json({ message: "Cart not found" });
    const index = cart.items.findIndex((item) => item.product === req.params.productId);
    if (index < 0) return res.status(404).json({ message: "Item not found in cart" });
    cart.items.splice(index, 1);
    res.json({ message: "Item removed from cart", cart: cartView(cart) });
  });

  router.post("/wishlist", guard, (req, res) => {
    const { productId } = req.body;
    try {
      const product = findById(state.products, productId, "Product");
      if (!product) return res.status(404).json({ message: "Product not found" });
      let list = wishlistOf(req);
      if (!list) {
        list = { _id: newObjectId(), user: bearerUserId(req), products: [], __v: 0 };
        state.wishlists.push(list);
      }
      if (!list.products.includes(productId)) list.products.push(product._id);
      res.json({ wishlist: wishlistItems(list) });
    } catch {
      res.status(500).json({ message: "Internal server error" });
    }
  });

  router.get("/wishlist", guard, (req, res) => {
    res.json({ wishlist: wishlistItems(wishlistOf(req)) });
  });

  router.delete("/delete-wishlist/:productId", guard, (req, res) => {
    const list = wishlistOf(req);
    if (!list) return res.status(404).json({ message: "Wishlist not found" });
    const index = list.products.indexOf(req.params.productId);
    if (index < 0) return res.status(404).json({ message: "Item not found in wishlist" });
    list.products.splice(index, 1);
    const wrapped = wishlistItems(list).map((product) => ({ product }));
    res.json({ message: "Item removed from wishlist", wishlist: wrapped });
  });

  return router;
}
