/**
 * Which answers the backend gives (BACKEND_PROFILE). `full` is the reference backend with its
 * documented extensions (docs/backend-contract.md); `contract` behaves as a plain §7
 * backend (docs/contract.md, Terms): extension query parameters are ignored, answers carry only the
 * spec's fields in the leanest shape a typical Express + Mongoose backend gives, and non-§7
 * endpoints answer 404. What each profile answers is the table PROFILE_FEATURES; routes read
 * their entry there rather than comparing the profile's name.
 */
export const BACKEND_PROFILES = ["full", "contract"] as const;

export type BackendProfile = (typeof BACKEND_PROFILES)[number];

export const DEFAULT_PROFILE: BackendProfile = "full";

/** An answer's shape: §7's leanest (`spec`) or the reference backend's with its extensions. */
export type AnswerShape = "spec" | "full";

/**
 * What one profile answers, extension by extension (docs/backend-contract.md lists each). Routes
 * read their entry here (`features(profile).routes.newsletter`) rather than the profile's name;
 * an answer shape picks between two JSON builders by table, and the rest are the behaviours
 * that differ, each named by what it does.
 */
export interface ProfileFeatures {
  /** The routers mounted beside the §7 ones (app.ts, cart.routes.ts, payments.routes.ts). */
  routes: {
    newsletter: boolean;
    /** Delivery promises and quotes (docs/delivery.md). */
    delivery: boolean;
    /** Gifting's add-ons step (docs/gifting.md). */
    addons: boolean;
    /** Photos for photo gifts (docs/gifting.md); their bodies are bytes, past the JSON limit. */
    uploads: boolean;
    /** The cart's delivery-choice and gift-line routes. */
    cartDeliveryAndGifts: boolean;
    /** The local payment provider's payment page and routes (not §7's). */
    localPayments: boolean;
    /** Changes to a placed order: its gifts' messages and deliveries (docs/after-the-order.md). */
    orderChanges: boolean;
    /** A shopper cancelling their own order, with its refund (docs/after-the-order.md). */
    orderCancel: boolean;
    /** Occasion reminders: a shopper's saved days and the mail's unsubscribe (docs/after-the-order.md). */
    occasions: boolean;
    /**
     * Order updates at each step, on the channels the shopper chose in their profile (mail, SMS,
     * WhatsApp: docs/after-the-order.md "Order updates"); without it only §7's mails go.
     */
    orderUpdates: boolean;
    /** Real-user Web Vitals kept in a table (docs/operations.md "Web Vitals"). */
    vitals: boolean;
  };
  /** The shape of each answer. */
  answers: {
    /** Login, is-auth, user data, profile, and the address book's changes. */
    user: AnswerShape;
    /** Every product in every answer: catalogue, cart, wishlist. */
    product: AnswerShape;
    /** The cart: populated lines (full) or `{ product: id, quantity }` lines (spec). */
    cart: AnswerShape;
    /** A wishlist change: with the wishlist after it (full) or `{ success, message }` (spec). */
    wishlistChange: AnswerShape;
    /** The owner's and the tracking view of an order. */
    order: AnswerShape;
    /** A new review: the review (full) or `{ success, message }` (spec). */
    review: AnswerShape;
    /** The categories: with their product counts (full). */
    categories: AnswerShape;
    /** `GET /getkey`: with the provider's name (full). */
    paymentKey: AnswerShape;
  };
  /** What requests may carry beyond §7's fields. */
  requests: {
    /** Catalogue lists honour `q`, `limit`, `page`, `subcategory`, `recipient`. */
    catalogueExtensions: boolean;
    /** Cart lines carry a gift (message, variant, photo) and are named by their line key. */
    cartGiftLines: boolean;
    /** Order and checkout items carry a delivery choice, checked when the order is placed. */
    orderDeliveries: boolean;
    /** A change of email carries the account's password (docs/backend-contract.md). */
    emailChangeNeedsPassword: boolean;
  };
  /** Checks a plain §7 backend does not make. */
  checks: {
    /** Order mails go only to an owner whose email is verified. */
    mailsNeedVerifiedOwner: boolean;
    /** A change of email is told to the old address. */
    emailChangeNotice: boolean;
  };
  /** What the server logs when it starts in this profile, if anything. */
  startNotice: string | null;
}

const PROFILE_FEATURES = {
  full: {
    routes: {
      newsletter: true,
      delivery: true,
      addons: true,
      uploads: true,
      cartDeliveryAndGifts: true,
      localPayments: true,
      orderChanges: true,
      orderCancel: true,
      occasions: true,
      orderUpdates: true,
      vitals: true,
    },
    answers: {
      user: "full",
      product: "full",
      cart: "full",
      wishlistChange: "full",
      order: "full",
      review: "full",
      categories: "full",
      paymentKey: "full",
    },
    requests: {
      catalogueExtensions: true,
      cartGiftLines: true,
      orderDeliveries: true,
      emailChangeNeedsPassword: true,
    },
    checks: { mailsNeedVerifiedOwner: true, emailChangeNotice: true },
    startNotice: null,
  },
  contract: {
    routes: {
      newsletter: false,
      delivery: false,
      addons: false,
      uploads: false,
      cartDeliveryAndGifts: false,
      localPayments: false,
      orderChanges: false,
      orderCancel: false,
      occasions: false,
      orderUpdates: false,
      vitals: false,
    },
    answers: {
      user: "spec",
      product: "spec",
      cart: "spec",
      wishlistChange: "spec",
      order: "spec",
      review: "spec",
      categories: "spec",
      paymentKey: "spec",
    },
    requests: {
      catalogueExtensions: false,
      cartGiftLines: false,
      orderDeliveries: false,
      emailChangeNeedsPassword: false,
    },
    checks: { mailsNeedVerifiedOwner: false, emailChangeNotice: false },
    startNotice:
      "BACKEND_PROFILE=contract: answering as a plain §7 backend (docs/contract.md, Terms: no extensions)",
  },
} as const satisfies Record<BackendProfile, ProfileFeatures>;

/** What `profile` answers (PROFILE_FEATURES). */
export function features(profile: BackendProfile): ProfileFeatures {
  return PROFILE_FEATURES[profile];
}

/**
 * Why a profile without `routes.localPayments` (contract) refuses the local payment provider:
 * its payment page and routes are not §7, so a plain §7 backend has none, and online payment
 * could not be finished.
 */
export const CONTRACT_NEEDS_RAZORPAY =
  "BACKEND_PROFILE=contract needs PAYMENT_PROVIDER=razorpay: the local provider's payment " +
  "routes are not among the core calls of docs/contract.md";
