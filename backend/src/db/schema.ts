/**
 * The reference backend's tables. Ids are 24-hex strings (the spec's `_id`), which the
 * storefront treats as opaque. Money is whole rupees in integers.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  json,
  jsonb,
  customType,
  doublePrecision,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  DELIVERY_MODES,
  SLOT_TYPES,
  type DeliveryChoice,
  type DeliveryPromise,
} from "@giftshop/shared/delivery-shapes";
import type {
  OrderedVariant,
  Personalisation,
  PersonalisationSpec,
  ProductVariant,
} from "@giftshop/shared/gifting";
import type { SubstitutionChoice } from "@giftshop/shared/substitution";
import type { ProofKind } from "@giftshop/shared/delivery-proof";
import type { OccasionKind } from "@giftshop/shared/occasions";

// Columns that many tables share, written once.
const id = () => text("id").primaryKey();
const moment = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => moment("created_at").notNull().defaultNow();
/** Text that is never null; a field that does not apply is "". */
const optionalText = (name: string) => text(name).notNull().default("");
/** The owning account; its rows go when the account does. */
const ownerId = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
/** A product the row is about; the row goes when the product does. */
const productRef = () =>
  text("product_id")
    .notNull()
    .references(() => products.id, { onDelete: "cascade" });

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
  id: id(),
  name: text("name").notNull().unique(),
  image: text("image").notNull(),
  position: integer("position").notNull().default(0),
  createdAt: createdAt(),
});

export const subcategories = pgTable(
  "subcategories",
  {
    id: id(),
    name: text("name").notNull(),
    /** null: an orphan, which the storefront drops. */
    categoryId: text("category_id").references(() => categories.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("subcategories_category_idx").on(t.categoryId)],
);

/** PostgreSQL's full-text document; written and read through SQL only. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const products = pgTable(
  "products",
  {
    id: id(),
    title: text("title").notNull(),
    name: text("name").notNull(),
    price: integer("price").notNull(),
    oldPrice: integer("old_price").notNull(),
    /** Percent, Math.round((oldPrice - price) / oldPrice * 100). */
    discount: smallint("discount").notNull().default(0),
    brand: optionalText("brand"),
    description: optionalText("description"),
    careInstructions: jsonb("care_instructions").$type<string[]>().notNull().default([]),
    ingredients: optionalText("ingredients"),
    flavor: optionalText("flavor"),
    /** Cakes: "Eggless" or "Contains Egg"; accessories: the item type ("Watch", "Tote Bag"). */
    type: optionalText("type"),
    shape: optionalText("shape"),
    weight: optionalText("weight"),
    netQuantity: optionalText("net_quantity"),
    diameter: optionalText("diameter"),
    serves: optionalText("serves"),
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
    /** How it travels (delivery_kinds); null: sent by courier as the `courier` kind. */
    deliveryKind: text("delivery_kind").references(() => deliveryKinds.id, {
      onDelete: "set null",
    }),
    /**
     * Buyable versions with their own prices (docs/gifting.md); empty: the product is bought as
     * it is. When there are variants, price/oldPrice/discount are the first one's.
     */
    // json, not jsonb: jsonb sorts object keys, and a variant's option names keep their order.
    variants: json("variants").$type<ProductVariant[]>().notNull().default([]),
    /** What the shopper may personalise it with; null: nothing. */
    personalisation: jsonb("personalisation").$type<PersonalisationSpec>(),
    /** Offered in the add-ons step between the cart and the address (docs/gifting.md). */
    addOn: boolean("add_on").notNull().default(false),
    /**
     * Its reviews' ratings, summed and counted as each review is written (reviews.handlers.ts),
     * so a list's cards show the average without reading the reviews.
     */
    ratingSum: integer("rating_sum").notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    /**
     * Its words for search (docs/search.md), as @giftshop/shared/search/rank's searchDocument
     * reads them, weighted A (title), B (category and subcategory names) and C (recipients).
     * Written with the product (search/documents.ts); null until then.
     */
    searchDoc: tsvector("search_doc"),
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
    index("products_search_doc_idx").using("gin", t.searchDoc),
    // The title's words alone (the document's A weight): the products holding a word in their
    // title, read without visiting every product holding it anywhere (search/text-search.ts).
    index("products_title_words_idx").using("gin", sql`ts_filter(${t.searchDoc}, '{a}')`),
    // Relevance's tie order (most reviewed, then newest): the best-scoring products of a common
    // word read in this order and stop at a page (catalogue.handlers.ts `filterProducts`).
    index("products_approved_rating_idx").on(
      t.approved,
      t.ratingCount.desc(),
      t.createdAt.desc(),
      t.id,
    ),
  ],
);

/**
 * Every word of the approved products' search documents and how many products hold it: where a
 * typo is looked up ("rosse" → rose), and, by field, what the best score of a one-word search
 * is (search/text-search.ts). Rebuilt after the catalogue's words change (search/documents.ts).
 */
export const searchWords = pgTable("search_words", {
  word: text("word").primaryKey(),
  products: integer("products").notNull(),
  /** Products holding the word in their title (the document's A weight). */
  titles: integer("titles").notNull().default(0),
  /** Products holding it in their category or subcategory name, not their title (B). */
  names: integer("names").notNull().default(0),
});

/**
 * Which tokenising rules the stored search documents were written under (one row): when the
 * word file changes, a backend's start writes every document again (search/documents.ts).
 */
export const searchRules = pgTable("search_rules", {
  id: smallint("id").primaryKey().default(1),
  fingerprint: text("fingerprint").notNull(),
});

export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    productId: productRef(),
    userName: text("user_name").notNull(),
    rating: smallint("rating").notNull(),
    comment: optionalText("comment"),
    createdAt: createdAt(),
  },
  (t) => [index("reviews_product_created_idx").on(t.productId, t.createdAt)],
);

export const users = pgTable(
  "users",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: optionalText("phone"),
    passwordHash: text("password_hash").notNull(),
    isAccountVerified: boolean("is_account_verified").notNull().default(false),
    /** Order updates by mail (docs/after-the-order.md "Order updates"): on unless turned off. */
    notifyMail: boolean("notify_mail").notNull().default(true),
    /** Order updates by SMS to `phone`: only when the shopper turns them on. */
    notifySms: boolean("notify_sms").notNull().default(false),
    /** Order updates on WhatsApp to `phone`: only when the shopper turns them on. */
    notifyWhatsapp: boolean("notify_whatsapp").notNull().default(false),
    createdAt: createdAt(),
  },
  // Emails compare case-insensitively: the unique key is on the lower-cased form.
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`)],
);

export const addresses = pgTable(
  "addresses",
  {
    id: id(),
    userId: ownerId(),
    fullName: text("full_name").notNull(),
    phoneNumber: text("phone_number").notNull(),
    alternatePhone: optionalText("alternate_phone"),
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
    userId: ownerId(),
    productId: productRef(),
    /**
     * The line's key (@giftshop/shared/gifting lineKey): the product id for a plain line, else
     * the product id and a hash of the variant and personalisation (docs/gifting.md).
     */
    lineKey: text("line_key").notNull(),
    quantity: integer("quantity").notNull(),
    /** The delivery the shopper chose for this line (docs/delivery.md); null: none yet. */
    delivery: jsonb("delivery").$type<DeliveryChoice>(),
    /** The product's variant this line buys; null: the product as it is. */
    variantId: text("variant_id"),
    /** Messages and photo upload ids; null: not personalised. */
    personalisation: jsonb("personalisation").$type<Personalisation>(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lineKey] }),
    index("cart_items_product_idx").on(t.productId),
  ],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    userId: ownerId(),
    productId: productRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const orders = pgTable(
  "orders",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    totalAmount: integer("total_amount").notNull(),
    status: text("status").$type<OrderStatus>().notNull().default("Pending"),
    // Absent for cash on delivery; unique so a retried place-order cannot save twice.
    paymentId: text("payment_id").unique(),
    shippingAddress: jsonb("shipping_address").$type<ShippingAddress>().notNull(),
    image: optionalText("image"),
    placedAt: moment("placed_at").notNull().defaultNow(),
    /** "online" (paid through the provider) or "cod" (cash on delivery). */
    paymentMethod: text("payment_method").$type<"online" | "cod">().notNull().default("cod"),
    /** The provider order this order was paid through (online only). */
    providerOrderId: text("provider_order_id").unique(),
    /** Every status the order has had, with when it was set, oldest first. */
    statusHistory: jsonb("status_history").$type<StatusChange[]>().notNull().default([]),
    /** Rupees charged for delivery, included in total_amount (docs/delivery.md). */
    deliveryCharge: integer("delivery_charge").notNull().default(0),
    /**
     * What the shop may do if a cake or flowers cannot be made as shown (docs/after-the-order.md,
     * "Substitution"); null: the order holds no such gift, or was placed without the question.
     */
    substitution: text("substitution").$type<SubstitutionChoice>(),
    /**
     * Four digits the shopper passes to the recipient, who tells them to the delivery person as
     * proof (docs/after-the-order.md, "Proof of delivery"); null: an order without one.
     */
    recipientCode: text("recipient_code"),
    /** How the delivery was proven; null until Delivered (and for orders delivered before proof). */
    proofKind: text("proof_kind").$type<ProofKind>(),
    /** The photo of the delivery (an upload kept with the order, its owner's); null: none. */
    proofUploadId: text("proof_upload_id"),
    /** When the delivery was recorded with its proof. */
    deliveredAt: moment("delivered_at"),
    /** The first name of the person delivering it, given when it left the shop; null: none. */
    courierName: text("courier_name"),
  },
  (t) => [index("orders_user_placed_idx").on(t.userId, t.placedAt)],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: id(),
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
    /** The delivery promised for this line when the order was placed (docs/delivery.md). */
    delivery: jsonb("delivery").$type<DeliveryPromise>(),
    /** The variant bought, as it was named then (docs/gifting.md); null: none. */
    variant: jsonb("variant").$type<OrderedVariant>(),
    /** Messages and photo upload ids the line was ordered with; null: none. */
    personalisation: jsonb("personalisation").$type<Personalisation>(),
  },
  (t) => [index("order_items_order_idx").on(t.orderId)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A shopper's photo for a photo gift (docs/gifting.md), kept in the database so every backend
 * process serves it. Served to its owner only; an upload no cart line or order names is removed
 * after a day.
 */
export const uploads = pgTable(
  "uploads",
  {
    id: id(),
    userId: ownerId(),
    /** Sniffed from the bytes: image/jpeg, image/png or image/webp. */
    type: text("type").notNull(),
    bytes: bytea("bytes").notNull(),
    size: integer("size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** The order it was printed for, once ordered (then it is kept with the order). */
    orderId: text("order_id").references(() => orders.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("uploads_user_idx").on(t.userId),
    index("uploads_unordered_created_idx")
      .on(t.createdAt)
      .where(sql`order_id is null`),
  ],
);

export const feedback = pgTable("feedback", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

/** Login, email-verification and password-reset codes; only a hash is kept. */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: id(),
    userId: ownerId(),
    purpose: text("purpose").$type<"login" | "verify" | "reset">().notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    expiresAt: moment("expires_at").notNull(),
    usedAt: moment("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("one_time_codes_user_purpose_idx").on(t.userId, t.purpose, t.createdAt)],
);

/** Bearer tokens; only a hash is stored, and revoking sets revoked_at. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: id(),
    userId: ownerId(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: moment("expires_at").notNull(),
    revokedAt: moment("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [index("auth_tokens_user_idx").on(t.userId)],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
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
    id: id(),
    provider: text("provider").notNull(),
    providerOrderId: text("provider_order_id").notNull().unique(),
    userId: text("user_id").references(() => users.id),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("INR"),
    status: text("status").$type<PaymentStatus>().notNull().default("created"),
    providerPaymentId: text("provider_payment_id").unique(),
    /** Unique per provider order (Razorpay requires it unique per account). */
    receipt: text("receipt").notNull().unique(),
    paidAt: moment("paid_at"),
    createdAt: createdAt(),
  },
  (t) => [index("payments_user_idx").on(t.userId)],
);

/**
 * Where a cancelled order's refund stands (docs/after-the-order.md): `requested` once the
 * order is cancelled and while the provider works on it (Razorpay's `pending`); `processed`
 * when the provider has paid it back; `failed` when the provider refused it or could not be
 * reached (retried by reconciliation, payments/refunds.ts).
 */
export type RefundStatus = "requested" | "processed" | "failed";

/**
 * What money went back for: the whole order, cancelled (`cancel`); the difference of a delivery
 * moved to a cheaper slot (`delivery-move`, docs/after-the-order.md "Moving a delivery"); or an
 * operator's refund (`operator`, `npm run order:refund`, "Operator tools").
 */
export type RefundKind = "cancel" | "delivery-move" | "operator";

/** Money given back through the provider that took it. */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    kind: text("kind").$type<RefundKind>().notNull().default("cancel"),
    /**
     * The shop's reference for this refund at the provider (unique, at most 40 characters): a
     * retry finds the refund it made instead of making another.
     */
    receipt: text("receipt").notNull().unique(),
    provider: text("provider").notNull(),
    providerPaymentId: text("provider_payment_id").notNull(),
    /**
     * Whole rupees: a cancellation's is everything still paid; a move's, the difference; an
     * operator's, what they chose, never more than is still paid.
     */
    amount: integer("amount").notNull(),
    status: text("status").$type<RefundStatus>().notNull().default("requested"),
    /** The provider's refund id (rfnd_…), once it has one. */
    providerRefundId: text("provider_refund_id").unique(),
    /** Why the last request failed, for the operator; never shown to the shopper. */
    failure: text("failure"),
    /** Why an operator refunded (`npm run order:refund -- --reason`); null for the others. */
    reason: text("reason"),
    /** How many times the provider has been asked. */
    attempts: integer("attempts").notNull().default(0),
    requestedAt: moment("requested_at").notNull().defaultNow(),
    /** When the row last changed: a request in flight is not retried until it is old. */
    updatedAt: moment("updated_at").notNull().defaultNow(),
    processedAt: moment("processed_at"),
  },
  // An order is cancelled, and so refunded in whole, once, whoever cancels it and however often;
  // an operator refunds it once.
  (t) => [
    uniqueIndex("refunds_cancel_order_unique")
      .on(t.orderId)
      .where(sql`${t.kind} = 'cancel'`),
    uniqueIndex("refunds_operator_order_unique")
      .on(t.orderId)
      .where(sql`${t.kind} = 'operator'`),
  ],
);

/** Webhook deliveries already handled, so a provider's retry of one event is ignored. */
export const webhookEvents = pgTable("webhook_events", {
  id: id(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  receivedAt: moment("received_at").notNull().defaultNow(),
});

/*
 * Delivery (docs/delivery.md): which pincodes are served and how, the slots a hand delivery can
 * be booked in, the rules per kind of product, and the places taken in each slot. Times of day
 * are minutes after midnight India time (IST, UTC+5:30, no daylight saving); dates are IST
 * calendar days as `YYYY-MM-DD`.
 */

export type {
  DeliveryChoice,
  DeliveryMode,
  DeliveryPromise,
  SlotType,
} from "@giftshop/shared/delivery-shapes";

/** A city with its own delivery team: its pincodes get hand deliveries in these slot types. */
export const deliveryHubs = pgTable("delivery_hubs", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  slotTypes: text("slot_types", { enum: SLOT_TYPES }).array().notNull(),
});

/** One pincode the shop delivers to; a pincode with no row is not served. */
export const deliveryZones = pgTable(
  "delivery_zones",
  {
    pincode: text("pincode").primaryKey(),
    district: text("district").notNull(),
    state: text("state").notNull(),
    /** null: courier only. */
    hubId: text("hub_id").references(() => deliveryHubs.id, { onDelete: "set null" }),
    courierMinDays: smallint("courier_min_days").notNull(),
    courierMaxDays: smallint("courier_max_days").notNull(),
    cod: boolean("cod").notNull().default(true),
  },
  (t) => [index("delivery_zones_hub_idx").on(t.hubId)],
);

/** A bookable window of a hand-delivery day, the same in every hub. */
export const deliverySlots = pgTable("delivery_slots", {
  id: text("id").primaryKey(),
  type: text("type", { enum: SLOT_TYPES }).notNull(),
  label: text("label").notNull(),
  startsAt: smallint("starts_at").notNull(),
  endsAt: smallint("ends_at").notNull(),
  /** Rupees per delivery in this slot (standard is free). */
  charge: integer("charge").notNull().default(0),
  /** Deliveries one hub makes in this slot on one day. */
  capacity: integer("capacity").notNull(),
  /** The slot closes this long (plus the product's preparation) before its window ends. */
  leadMinutes: integer("lead_minutes").notNull(),
  position: smallint("position").notNull().default(0),
  active: boolean("active").notNull().default(true),
});

/** How a kind of product travels, and how early it must be ordered. */
export const deliveryKinds = pgTable("delivery_kinds", {
  id: text("id").primaryKey(),
  label: text("label").notNull(),
  mode: text("mode", { enum: DELIVERY_MODES }).notNull(),
  /** Last minute of the day an order for delivery the same day is taken; null: no same day. */
  sameDayCutoff: smallint("same_day_cutoff"),
  prepMinutes: integer("prep_minutes").notNull().default(0),
});

/**
 * One place taken in a slot: by an order (`order_id`), or held while its payment is made
 * (`provider_order_id`, until `held_until`). A hub's slot on a day is full when its placed and
 * still-held bookings reach the slot's capacity.
 */
export const deliveryBookings = pgTable(
  "delivery_bookings",
  {
    id: id(),
    hubId: text("hub_id").notNull(),
    date: text("date").notNull(),
    slotId: text("slot_id").notNull(),
    userId: text("user_id").notNull(),
    orderId: text("order_id").references(() => orders.id, { onDelete: "cascade" }),
    providerOrderId: text("provider_order_id"),
    heldUntil: moment("held_until"),
    createdAt: createdAt(),
  },
  (t) => [
    index("delivery_bookings_slot_idx").on(t.hubId, t.date, t.slotId),
    index("delivery_bookings_provider_order_idx").on(t.providerOrderId),
  ],
);

/**
 * A day a shopper asked to be reminded of (docs/after-the-order.md "Occasion reminders"): who it
 * is for, what it is, its day and month (and year when it happens once), and the order it was
 * saved from. `unsubscribe_token` is the secret the reminder mail's unsubscribe link carries;
 * `stopped_at` is when that link was used, and no reminder is mailed after it.
 */
export const occasions = pgTable(
  "occasions",
  {
    id: id(),
    userId: ownerId(),
    name: text("name").notNull(),
    /** A recipient page's slug (@giftshop/shared/recipients), or "" when none fits. */
    recipient: optionalText("recipient"),
    occasion: text("occasion").$type<OccasionKind>().notNull(),
    month: smallint("month").notNull(),
    day: smallint("day").notNull(),
    /** The year of a one-time occasion; null: every year. */
    year: smallint("year"),
    orderId: text("order_id").references(() => orders.id, { onDelete: "set null" }),
    unsubscribeToken: text("unsubscribe_token").notNull(),
    stoppedAt: moment("stopped_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("occasions_user_idx").on(t.userId, t.createdAt),
    index("occasions_day_idx").on(t.month, t.day),
    uniqueIndex("occasions_unsubscribe_token_idx").on(t.unsubscribeToken),
  ],
);

/**
 * One reminder claimed for mailing: an occasion, the day it falls on (which names its year) and
 * how many days before. The primary key lets only one sender of a cluster claim each; a mail
 * that fails gives its row back for the next round.
 */
export const occasionReminders = pgTable(
  "occasion_reminders",
  {
    occasionId: text("occasion_id")
      .notNull()
      .references(() => occasions.id, { onDelete: "cascade" }),
    occasionDate: text("occasion_date").notNull(),
    leadDays: smallint("lead_days").notNull(),
    sentAt: moment("sent_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.occasionId, t.occasionDate, t.leadDays] })],
);

/**
 * One order update sent on one channel (docs/after-the-order.md "Order updates"): the primary
 * key lets one sender claim each, so a retried step or a second backend never sends it twice;
 * an update that fails gives its row back.
 */
export const orderNotifications = pgTable(
  "order_notifications",
  {
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The step (notify/events.ts): placed, preparing, on-the-way, delivered, cancelled, refunded. */
    event: text("event").notNull(),
    /** mail, sms or whatsapp. */
    channel: text("channel").notNull(),
    sentAt: moment("sent_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.event, t.channel] })],
);

/**
 * One real-user Web Vitals figure (docs/operations.md "Web Vitals"): a metric a shopper's
 * browser measured on a page type, over a connection type, as its sampled beacon reported it.
 * No shopper, address or URL is kept.
 */
export const webVitals = pgTable(
  "web_vitals",
  {
    id: id(),
    page: text("page").notNull(),
    metric: text("metric").notNull(),
    /** Milliseconds; CLS a unitless score. */
    value: doublePrecision("value").notNull(),
    rating: text("rating").notNull(),
    connection: text("connection").notNull(),
    receivedAt: moment("received_at").notNull().defaultNow(),
  },
  (t) => [index("web_vitals_received_idx").on(t.receivedAt)],
);
