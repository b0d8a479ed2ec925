/** Domain types the UI works with; lib/backend reshapes wire answers into these. */
import type { OrderRefund } from "@giftshop/shared/order-cancel";
import type { MessageWindow } from "@giftshop/shared/order-messages";
import type { DeliveryMoveWindow } from "@giftshop/shared/order-delivery-move";
import type { DeliveryChoice, DeliveryPromise, EarliestDelivery } from "@/lib/delivery/types";
import type {
  OrderedVariant,
  PersonalisationSpec,
  PersonalisationView,
  ProductVariant,
} from "@giftshop/shared/gifting";
import type { CardAttributes, ProductAttributes } from "@giftshop/shared/product-attributes";
import type { SubstitutionChoice } from "@giftshop/shared/substitution";
import type { DeliveryProofView } from "@giftshop/shared/delivery-proof";
import type { SearchChip } from "@giftshop/shared/search/query";
import type { OccasionKind } from "@giftshop/shared/occasions";
import type { RecipientSlug } from "@giftshop/shared/recipients";
import type { NotificationChannels } from "@giftshop/shared/notification-channels";

export type { OrderedVariant, PersonalisationSpec, PersonalisationView, ProductVariant };
export type { CardAttributes };

export interface Category {
  id: string;
  name: string;
  /** A storefront-relative image URL (/uploads/…) that next/image optimises; "" when none. */
  image: string;
  /** Approved products in the category, when the backend says (the reference one does). */
  productCount?: number;
}

export interface Subcategory {
  id: string;
  name: string;
  categoryId: string;
}

/** A category with its subcategories, as the header's menu shows them. */
export interface CategoryWithSubcategories extends Category {
  subcategories: Subcategory[];
}

export interface ProductImage {
  url: string;
  alt: string;
}

/** What a product card, a carousel tile or a search suggestion needs. */
export interface ProductSummary {
  id: string;
  title: string;
  /** Whole rupees. */
  price: number;
  /** Whole rupees; equal to price when there is no discount. */
  oldPrice: number;
  /** Percent, 0 when none. */
  discount: number;
  image: ProductImage | null;
  categoryId: string;
  categoryName: string;
  subcategoryId: string | null;
  subcategoryName: string;
  /** Its reviews' average (1–5, one decimal) and count, where the backend says; null: none. */
  rating?: ProductRating | null;
  /**
   * The earliest it can arrive anywhere the shop delivers, as a rule of the time it is ordered
   * (docs/delivery.md, "Earliest delivery on cards"), where the backend says; null: none.
   */
  earliest?: EarliestDelivery | null;
}

export interface ProductRating {
  average: number;
  count: number;
}

/** Keeps only what a card or a suggestion needs, so cached lists stay small. */
export function summarise(product: ProductSummary): ProductSummary {
  return {
    id: product.id,
    title: product.title,
    price: product.price,
    oldPrice: product.oldPrice,
    discount: product.discount,
    image: product.image,
    categoryId: product.categoryId,
    categoryName: product.categoryName,
    subcategoryId: product.subcategoryId,
    subcategoryName: product.subcategoryName,
    // Only where the backend says: spreads last in the literal (docs/performance.md).
    ...(product.rating ? { rating: product.rating } : {}),
    ...(product.earliest ? { earliest: product.earliest } : {}),
  };
}

/** One product suggestion under the search box. */
export interface SearchSuggestion {
  id: string;
  title: string;
  /** A storefront-relative picture URL, or null when the product has none. */
  image: string | null;
  categoryName: string;
  subcategoryName: string;
}

/** A category or subcategory whose name answers the search box's words, under the box. */
export interface SearchCategorySuggestion {
  name: string;
  /** Its list page: the category's list or the subcategory's page. */
  href: string;
}

/** What the empty search box offers (app/api/search/popular). */
export interface PopularCategories {
  categories: SearchCategorySuggestion[];
}

/** What the search box shows for its text (app/api/search). */
export interface SearchSuggestions {
  /** Products, best first, the last word read as the start of a word. */
  results: SearchSuggestion[];
  /** At most four categories or subcategories. */
  categories: SearchCategorySuggestion[];
  /** The text as corrected ("rosse" → "rose"), or null. */
  corrected: string | null;
}

/**
 * The product page's whole product; its descriptive attributes (flavour, weight, care…) are
 * those @giftshop/shared/product-attributes declares.
 */
export interface Product extends ProductSummary, ProductAttributes {
  name: string;
  description: string;
  images: ProductImage[];
  sellerId: string;
  /** Buyable versions with their own prices (docs/gifting.md); [] from a contract backend. */
  variants: ProductVariant[];
  /** What the shopper may personalise it with; null: nothing (and from a contract backend). */
  personalisation: PersonalisationSpec | null;
}

export interface Review {
  id: string;
  userName: string;
  rating: number;
  comment: string;
  /** ISO timestamp, or "" when the backend did not say. */
  createdAt: string;
}

export interface CategoryProducts {
  category: Category;
  products: Product[];
}

export const SORTS = ["newest", "price-asc", "price-desc", "discount-desc", "relevance"] as const;
export type Sort = (typeof SORTS)[number];

export const DISCOUNT_CHOICES = [10, 20, 30, 40, 50] as const;

/** The cheapest and dearest of some prices, in rupees. */
export interface PriceRange {
  min: number;
  max: number;
}

/** A product list query, as it lives in the URL. */
export interface ProductFilter {
  categoryIds?: string[];
  subcategoryIds?: string[];
  recipient?: string;
  query?: string;
  minPrice?: number;
  maxPrice?: number;
  /** Minimum discount percent. */
  discount?: number;
  sort?: Sort;
  page?: number;
  limit?: number;
}

export interface ProductPage {
  products: ProductSummary[];
  /** Total matches, when the backend says; otherwise the length of `products`. */
  total: number;
  /**
   * The cheapest and dearest price among all the matches, null when none match; undefined
   * when the backend does not say.
   */
  prices?: PriceRange | null;
  page: number;
  limit: number;
}

/** A page of search results: what the search rules found and how they read the text. */
export interface SearchPage extends ProductPage {
  /** The words as corrected ("rosse" → "rose") for "Did you mean", or null. */
  corrected: string | null;
  /** Words no product holds, set aside because other words remained ("birthday"). */
  ignored: string[];
  /**
   * The filters the text named and the search applied ("Under ₹500", "Midnight delivery"),
   * each with the text that removing it searches for.
   */
  chips: SearchChip[];
}

/** The signed-in shopper as the storefront's pages and islands know them (never the token). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
}

/** A delivery address (docs/contract.md, Shapes: Address). */
export interface Address {
  id: string;
  fullName: string;
  phoneNumber: string;
  alternatephone: string;
  address: string;
  city: string;
  state: string;
  pin: string;
  country: string;
  isDefaultBilling: boolean;
}

/** The shopper's profile with their addresses (docs/contract.md, Shapes: User and profile). */
export interface Profile {
  id: string;
  name: string;
  phone: string;
  email: string;
  isAccountVerify: boolean;
  addresses: Address[];
}

/**
 * A product as the cart and wishlist show it: a card's fields, its seller, and the attributes
 * @giftshop/shared/product-attributes puts on cards (the brand).
 */
export interface CartProduct extends ProductSummary, CardAttributes {
  name: string;
  sellerId: string;
  /**
   * The gift's variants (docs/gifting.md), when the server sent them: the cart's Edit dialog
   * offers them. Undefined: not known (a card's summary, a lean answer).
   */
  variants?: ProductVariant[];
  /** What the gift may be personalised with, when the server said; null: nothing. */
  personalisation?: PersonalisationSpec | null;
}

/** One cart line (docs/contract.md, Shapes: Cart item). */
export interface CartLine {
  /**
   * The line's key (@giftshop/shared/gifting lineKey): the product id for a plain line; a line
   * with a variant or personalisation has its own (docs/gifting.md).
   */
  key: string;
  product: CartProduct;
  /** The variant bought, with its price; null: the product as it is. */
  variant: ProductVariant | null;
  /** Messages and photos; null: not personalised. */
  personalisation: PersonalisationView | null;
  /** 1–10. */
  quantity: number;
  /** The delivery chosen for this line (docs/delivery.md); null: none chosen, or no delivery check. */
  delivery: DeliveryChoice | null;
}

/** One line of an order (docs/contract.md, Shapes: Order item). */
export interface OrderItem {
  productId: string;
  name: string;
  quantity: number;
  /** Whole rupees per unit. */
  price: number;
  image: ProductImage | null;
  /** The delivery promised for this line (docs/delivery.md); null when the backend keeps none. */
  delivery: DeliveryPromise | null;
  /** The variant bought (docs/gifting.md); null when none. */
  variant: OrderedVariant | null;
  /** Messages and photos the line was ordered with; null when none. */
  personalisation: PersonalisationView | null;
  /**
   * Whether its messages may still change, until when and which (docs/after-the-order.md);
   * null in the tracking view and on a backend that does not let orders change.
   */
  messages: MessageWindow | null;
  /**
   * Whether its hand delivery may still move to another day or slot, and until when
   * (docs/after-the-order.md); null in the tracking view and on a backend that does not let
   * orders change.
   */
  deliveryMove: DeliveryMoveWindow | null;
}

/**
 * Where an order goes (docs/contract.md, Shapes: Order). Empty strings where the answer left a
 * field out.
 */
export interface ShippingAddress {
  name: string;
  phone: string;
  alternatephone: string;
  address: string;
  city: string;
  state: string;
  pin: string;
}

/** An order; `view` says whether the answer was the owner's or the tracking-only one. */
export interface Order {
  id: string;
  view: "owner" | "tracking";
  items: OrderItem[];
  totalAmount: number;
  status: string;
  /** null for cash on delivery. */
  paymentId: string | null;
  placedAt: string;
  statusHistory: { status: string; at: string }[];
  shippingAddress: ShippingAddress;
  /** Paid through test payments (the local provider): no money was taken. */
  testPayment: boolean;
  /** Rupees of delivery in `totalAmount` (docs/delivery.md); 0 when free or not kept. */
  deliveryCharge: number;
  /**
   * What the shop may do if a cake or flowers cannot be made as shown (docs/after-the-order.md);
   * null when not asked, or on a backend without the extension.
   */
  substitution: SubstitutionChoice | null;
  /**
   * The four digits the owner passes to the recipient as proof of delivery
   * (docs/after-the-order.md); null in the tracking view and on a backend without proof.
   */
  recipientCode: string | null;
  /** How the delivery was proven, once Delivered; null before, or without the extension. */
  proof: DeliveryProofView | null;
  /**
   * The first name of the person bringing it (docs/after-the-order.md "Order updates"); null in
   * the tracking view, before it is on its way, and on a backend without order updates.
   */
  courier: string | null;
  /**
   * Whether its owner may cancel it now (docs/after-the-order.md); null when the backend does
   * not say, as one without the extension does not: there the shopper asks support.
   */
  cancellable: boolean | null;
  /** The refund of a cancelled online order; null when there is none. */
  refund: OrderRefund | null;
}

/** What the browser needs to open the payment provider's window. */
export interface PaymentSession {
  provider: "local" | "razorpay";
  key: string;
  orderId: string;
  /** Whole rupees. */
  amount: number;
  currency: "INR";
}

/** A day the shopper asked to be reminded of (docs/after-the-order.md "Occasion reminders"). */
export interface Occasion {
  id: string;
  /** Who it is for, as the shopper wrote it. */
  name: string;
  /** The recipient page they fit (/wife …), or null when none was chosen. */
  recipient: RecipientSlug | null;
  occasion: OccasionKind;
  month: number;
  day: number;
  /** The year of a one-time occasion; null for a yearly one. */
  year: number | null;
  /** The order it was saved from, if any. */
  orderId: string | null;
  /** False once the reminder mail's unsubscribe link was used. */
  reminders: boolean;
  /** The next day it falls on (YYYY-MM-DD, India); null for a one-time day already past. */
  nextDate: string | null;
}

/** The channels a shopper gets order updates on, and whether their profile has a mobile to text. */
export interface OrderUpdateChannels {
  channels: NotificationChannels;
  mobile: boolean;
}
