/**
 * The shop's own facts: contact details and the figures its policies promise (docs/contract.md,
 * Constants). Every page that states one of these reads it from here, so two pages can never
 * disagree.
 */

/** An inclusive range, e.g. 3–5 business days. */
export interface Span {
  min: number;
  max: number;
}

/** Writes a span with an en dash, e.g. "3–5". */
export function span({ min, max }: Span): string {
  return min === max ? String(min) : `${min}–${max}`;
}

export const SHOP = {
  name: "Uphaar",
  tagline: "Gifts, cakes and flowers for every relationship, delivered across India.",
  email: "support@uphaar.example",
  grievanceEmail: "grievance@uphaar.example",
  phone: {
    display: "+91 80 4567 8900",
    /** E.164, for tel: links. */
    dial: "+918045678900",
  },
  address: {
    line1: "3rd Floor, 42 Residency Road",
    line2: "Ashok Nagar",
    city: "Bengaluru",
    state: "Karnataka",
    pin: "560025",
    country: "India",
  },
  hours: {
    phone: "Monday to Saturday, 9:00 AM – 7:00 PM IST",
    email: "Every day, including Sundays and public holidays",
  },
  /** Courts of this city hear disputes under the terms. */
  jurisdictionCity: "Bengaluru",
} as const;

/**
 * How fast support answers (docs/contract.md, Constants: "within 24 hours to 48 business hours").
 */
export const SUPPORT = {
  /** A first reply usually comes within this many hours. */
  firstReplyHours: 24,
  /** Never later than this many business hours. */
  maxReplyBusinessHours: 48,
  /**
   * Return and replacement cases are closed within this many days of being raised, pickup and
   * quality check included (the support page's 7–14 days).
   */
  returnResolutionDays: { min: 7, max: 14 } satisfies Span,
  /**
   * After a refund is issued, banks and UPI apps take this long to show it (the support page's
   * 3–7 business days).
   */
  bankCreditBusinessDays: { min: 3, max: 7 } satisfies Span,
} as const;

/**
 * Delivery and shipping charges (the shipping policy's own figures, docs/contract.md, Constants).
 */
export const SHIPPING = {
  /** Orders above this many rupees ship free. */
  freeAbove: 999,
  /** Below the threshold the charge depends on speed and PIN code. */
  fee: { min: 49, max: 99 } satisfies Span,
  standardBusinessDays: { min: 3, max: 5 } satisfies Span,
  expressBusinessDays: { min: 1, max: 2 } satisfies Span,
  /** Same-day delivery needs the order placed before this time (IST). */
  sameDayCutoff: "12 PM",
  /** Remote areas (parts of the North-East, islands, Ladakh) may take this much longer. */
  remoteExtraBusinessDays: 2,
} as const;

/** Returns, exchanges and refunds (docs/contract.md, Constants). */
export const RETURNS = {
  /** A return for a refund must be requested within this many days of delivery. */
  refundWindowDays: 7,
  /** Non-perishable items may be exchanged within this many days (the footer's promise). */
  exchangeWindowDays: 30,
  /** Damage to perishables (cakes, flowers) must be reported within this many hours. */
  perishableReportHours: 24,
  /** Once a return passes its check, the refund is issued within this many business days. */
  refundProcessingBusinessDays: { min: 5, max: 7 } satisfies Span,
} as const;

/** Corporate and bulk gifting (docs/contract.md, Constants). */
export const BULK = {
  minimumUnits: 25,
  leadTimeBusinessDays: { min: 7, max: 15 } satisfies Span,
} as const;

/** Privacy (docs/contract.md, Constants). */
export const PRIVACY = {
  /** The service is meant for people older than this. */
  minimumAge: 13,
  /** Grievances are acknowledged within this many hours and resolved within these days. */
  grievanceAcknowledgeHours: 24,
  grievanceResolutionDays: 15,
} as const;

/** A mailto: link to support, optionally with a subject and a body to fill in. */
export function mailto(subject?: string, to: string = SHOP.email, body?: string): string {
  const query = [
    subject ? `subject=${encodeURIComponent(subject)}` : "",
    body ? `body=${encodeURIComponent(body)}` : "",
  ].filter(Boolean);
  return query.length > 0 ? `mailto:${to}?${query.join("&")}` : `mailto:${to}`;
}
