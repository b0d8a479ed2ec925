// The catalogue as shoppers read it (§3 "Catalogue"): categories, subcategories, products by
// category, the product filter and the two single-product routes, one of which never succeeds.
// References stay bare ids except a subcategory's category, which is filled in.
import express from "express";
import { castNumber, castObjectId, matches } from "./casting.mjs";
import { findById } from "./store.mjs";

function errorText(error) {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The filter's query as the original builds it: `categoryname` as one id (repeated, any of),
 * prices and discount through parseFloat, each only when not empty. Throws the cast error.
 * @param {Record<string, unknown>} query
 * @returns {(product: {categoryname: string, price: number, discount: number}) => boolean}
 */
function productFilter({ categoryname, minPrice, maxPrice, discount }) {
  const toId = (value) => castObjectId(value, "categoryname", "Product");
  const tests = [];
  if (categoryname) {
    // Cast before matching, so a malformed id fails even when no product would be compared.
    [categoryname].flat().forEach((value) => typeof value !== "object" && toId(value));
    tests.push((product) => matches(product.categoryname, categoryname, toId));
  }
  const bound = (value, path) => castNumber(parseFloat(String(value)), path, "Product");
  const price = [];
  if (minPrice) price.push(["$gte", bound(minPrice, "price")]);
  if (maxPrice) price.push(["$lte", bound(maxPrice, "price")]);
  if (price.length > 0) {
    const condition = Object.fromEntries(price);
    tests.push((product) => matches(product.price, condition, Number));
  }
  if (discount) {
    const least = bound(discount, "discount");
    tests.push((product) => matches(product.discount, { $gte: least }, Number));
  }
  return (product) => tests.every((test) => test(product));
}

/** @param {import("./store.mjs").Context} context */
export function categoryRoutes({ state }) {
  const router = express.Router();

  router.get("/getcategories", (req, res) => res.json(state.categories));

  router.get("/getcategory/:id", (req, res) => {
    try {
      res.json(findById(state.categories, req.params.id, "Category"));
    } catch {
      res.status(500).json({ error: "Failed to fetch category" });
    }
  });

  router.get("/getsubcategories", (req, res) => {
    const subcategories = state.subcategories.map((entry) => {
      const parent = state.categories.find((category) => category._id === entry.category);
      const category = parent
        ? { _id: parent._id, categoryname: parent.categoryname, image: parent.image }
        : null;
      return { ...entry, category };
    });
    res.json(subcategories);
  });

  return router;
}

/** @param {import("./store.mjs").Context} context */
export function clientCatalogueRoutes({ state }) {
  const router = express.Router();

  // `category` is the category's name; every category is listed, empty ones too.
  router.get("/productsbycategory", (req, res) => {
    const categories = state.categories.map((category) => ({
      category: category.categoryname,
      products: state.products.filter((product) => product.categoryname === category._id),
    }));
    res.json({ success: true, categories });
  });

  router.get("/productlist", (req, res) => {
    if (state.products.length === 0) return res.status(404).json({ message: "No products found" });
    res.json({ products: state.products, categories: state.categories });
  });

  return router;
}

/** `/api/product`: the whole catalogue, the filter, and the broken single-product read. */
export function productRoutes({ state }) {
  const router = express.Router();

  router.get("/getproducts", (req, res) => res.json({ success: true, data: state.products }));

  router.get("/filter", (req, res) => {
    try {
      const products = state.products.filter(productFilter(req.query));
      const { sort } = req.query;
      // Only asc and desc sort, by price; anything else keeps the stored order.
      if (sort === "asc") products.sort((a, b) => a.price - b.price);
      if (sort === "desc") products.sort((a, b) => b.price - a.price);
      res.json({ success: true, data: products });
    } catch (error) {
      res.status(500).json({ success: false, message: "Server error", error: errorText(error) });
    }
  });

  // The original fills in `subcategory` through a model name that was never registered
  // ("subcategory", registered as "Subcategory"), so a product that exists is a 500.
  router.get("/getproduct/:id", (req, res) => {
    try {
      if (!findById(state.products, req.params.id, "Product")) {
        return res.status(404).json({ success: false, message: "Product not found" });
      }
      throw new Error(
        'Schema hasn\'t been registered for model "subcategory".\nUse mongoose.model(name, schema)',
      );
    } catch (error) {
      res.status(500).json({ success: false, message: "Server error", error: errorText(error) });
    }
  });

  return router;
}

/** `/api/products/:id`: one product, its id trimmed of spaces first. */
export function productByIdRoutes({ state }) {
  const router = express.Router();

  router.get("/:id", (req, res) => {
    try {
      const product = findById(state.products, req.params.id.trim(), "Product");
      if (!product) return res.status(404).json({ message: "Product not found" });
      res.json(product);
    } catch (error) {
      res.status(500).json({ message: "Server error", error: errorText(error) });
    }
  });

  return router;
}
