/**
 * The reference backend's tables. Ids are 24-hex strings (the spec's `_id`), which the
 * storefront treats as opaque. Money is whole rupees in integers.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export interface ImageRef {
  url: string;
  altText: string;
}

export interface ShippingAddress {
  name: string;
  phone: string;
  alternatephone: string;
  address: string;
  city: string;
  state: string;
  pin: string;
}

export type OrderStatus = "Pending" | "Confirm" | "Shipped" | "Delivered" | "Cancelled";

export interface StatusChange {
  status: OrderStatus;
  at: string;
}

export const categories = pgTable("categories", {
  id: text("id").primaryKey(),
  name: text("name").notNull().unique(),
  image: text("image").notNull(),
  position: integer("position").notNull().default(0),
  createdAt: createdAt(),
});

export const subcategories = pgTable(
  "subcategories",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    categoryId: text("category_id").references(() => categories.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("subcategories_category_idx").on(t.categoryId)],
);

export const products = pgTable(
  "products",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    name: text("name").notNull(),
    price: integer("price").notNull(),
    oldPrice: integer("old_price").notNull(),
    discount: smallint("discount").notNull().default(0),
    brand: text("brand").notNull().default(""),
    description: text("description").notNull().default(""),
    careInstructions: jsonb("care_instructions").$type<string[]>().notNull().default([]),
    ingredients: text("ingredients").notNull().default(""),
    flavor: text("flavor").notNull().default(""),
    type: text("type").notNull().default(""),
    shape: text("shape").notNull().default(""),
    weight: text("weight").notNull().default(""),
    netQuantity: text("net_quantity").notNull().default(""),
    diameter: text("diameter").notNull().default(""),
    serves: text("serves").notNull().default(""),
    approved: boolean("approved").notNull().default(false),
    sellerId: text("seller_id").notNull(),
    images: jsonb("images").$type<ImageRef[]>().notNull().default([]),
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id),
    subcategoryId: text("subcategory_id").references(() => subcategories.id, {
      onDelete: "set null",
    }),
    recipients: text("recipients")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    // Every list filters on approved first; these serve the filter's category, price,
    // discount and newest orders, and the subcategory and recipient pages.
    index("products_approved_category_idx").on(t.approved, t.categoryId, t.createdAt),
    index("products_approved_price_idx").on(t.approved, t.price),
    // Price after discount: the filter always sends a price range, so a discount's exact
    // total reads only the discounted products' entries (not every approved product's).
    index("products_approved_discount_idx").on(t.approved, t.discount, t.price),
    index("products_approved_created_idx").on(t.approved, t.createdAt),
    index("products_subcategory_idx").on(t.subcategoryId),
    index("products_recipients_idx").using("gin", t.recipients),
    // Every column the filter narrows on, so its exact `total` is an index-only scan for any
    // combination of them (and category + price order reads in order).
    index("products_approved_category_price_idx").on(
      t.approved,
      t.categoryId,
      t.price,
      t.discount,
      t.subcategoryId,
      t.recipients,
    ),
    // Substring search (ILIKE '%word%') on titles; needs the pg_trgm extension (migration 0003).
    index("products_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: text("id").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userName: text("user_name").notNull(),
    rating: smallint("rating").notNull(),
    comment: text("comment").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("reviews_product_created_idx").on(t.productId, t.createdAt)],
);

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    passwordHash: text("password_hash").notNull(),
    isAccountVerified: boolean("is_account_verified").notNull().default(false),
    createdAt: createdAt(),
  },
  // Emails compare case-insensitively: the unique key is on the lower-cased form.
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`)],
);

export const addresses = pgTable(
  "addresses",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull(),
    phoneNumber: text("phone_number").notNull(),
    alternatePhone: text("alternate_phone").notNull().default(""),
    address: text("address").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    pin: text("pin").notNull(),
    country: text("country").notNull(),
    isDefaultBilling: boolean("is_default_billing").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("addresses_user_idx").on(t.userId)],
);

export const cartItems = pgTable(
  "cart_items",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const orders = pgTable(
  "orders",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    totalAmount: integer("total_amount").notNull(),
    status: text("status").$type<OrderStatus>().notNull().default("Pending"),
    // Absent for cash on delivery; unique so a retried place-order cannot save twice.
    paymentId: text("payment_id").unique(),
    shippingAddress: jsonb("shipping_address").$type<ShippingAddress>().notNull(),
    image: text("image").notNull().default(""),
    placedAt: timestamp("placed_at", { withTimezone: true }).notNull().defaultNow(),
    /** "online" (paid through the provider) or "cod" (cash on delivery). */
    paymentMethod: text("payment_method").$type<"online" | "cod">().notNull().default("cod"),
    /** The provider order this order was paid through (online only). */
    providerOrderId: text("provider_order_id").unique(),
    /** Every status the order has had, with when it was set, oldest first. */
    statusHistory: jsonb("status_history").$type<StatusChange[]>().notNull().default([]),
  },
  (t) => [index("orders_user_placed_idx").on(t.userId, t.placedAt)],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: text("product_id").notNull(),
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
    price: integer("price").notNull(),
    sellerId: text("seller_id").notNull(),
    /** The line's place in the order as the shopper sent it, from 0. */
    position: smallint("position").notNull().default(0),
  },
  (t) => [index("order_items_order_idx").on(t.orderId)],
);

export const feedback = pgTable("feedback", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

/** Login, email-verification and password-reset codes; only a hash is kept. */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<"login" | "verify" | "reset">().notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("one_time_codes_user_purpose_idx").on(t.userId, t.purpose, t.createdAt)],
);

/** Bearer tokens; only a hash is stored, and revoking sets revoked_at. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("auth_tokens_user_idx").on(t.userId)],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_email_lower_idx").on(sql`lower(${t.email})`)],
);

/**
 * Where a provider order stands: `created` at checkout; `captured` when the provider has
 * taken the money (the local provider's pay step) and the shop has no order yet; `paid` once
 * the order is placed (or Razorpay's webhook says so); `failed` when declined;
 * `needs_review` when reconciliation found money taken with no order (refund or place it by
 * hand: backend/src/payments/reconcile.ts).
 */
export type PaymentStatus = "created" | "captured" | "paid" | "failed" | "needs_review";

/** One row per provider order created by POST /api/checkout. */
export const payments = pgTable(
  "payments",
  {
    id: text("id").primaryKey(),
    provider: text("provider").notNull(),
    providerOrderId: text("provider_order_id").notNull().unique(),
    userId: text("user_id").references(() => users.id),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("INR"),
    status: text("status").$type<PaymentStatus>().notNull().default("created"),
    providerPaymentId: text("provider_payment_id").unique(),
    /** Unique per provider order (Razorpay requires it unique per account). */
    receipt: text("receipt").notNull().unique(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("payments_user_idx").on(t.userId)],
);

/** Webhook deliveries already handled, so a provider's retry of one event is ignored. */
export const webhookEvents = pgTable("webhook_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
