import type { Metadata } from "next";
import { PATHS } from "@/lib/routing/paths";
import { BULK, SHIPPING, SHOP, SUPPORT } from "@/lib/shop";
import { formatINR } from "@giftshop/shared/money";

/** One of the shop's static help and policy pages (docs/contract.md, Screens: Other pages). */
export interface StaticPageInfo {
  path: string;
  /** The page's heading and the side list's label. */
  title: string;
  /** The lede under the heading. */
  intro: string;
  /** The meta description search engines show. */
  description: string;
  group: "help" | "policy";
}

/** The static pages in the order the side list shows them; the sitemap reads this too. */
export const STATIC_PAGES = [
  {
    path: PATHS.helpCenter,
    title: "Help Center",
    intro:
      "Our full Help Center is on its way. Until it opens, these are the quickest ways to get an answer.",
    description:
      "Get help with your Uphaar order: FAQs, order tracking, contact details and feedback.",
    group: "help",
  },
  {
    path: PATHS.faqs,
    title: "FAQs",
    intro:
      "Quick answers about delivery, payments, returns and your account. Tap a question to see its answer.",
    description:
      "Answers to common questions about Uphaar orders, delivery, payments, returns, refunds and bulk gifting.",
    group: "help",
  },
  {
    path: PATHS.orderTracking,
    title: "Order Tracking",
    intro:
      "Enter your Order ID to follow your gift from the moment you order to the moment it is delivered.",
    description: "Track your Uphaar order from placed to delivered with your Order ID.",
    group: "help",
  },
  {
    path: PATHS.contactUs,
    title: "Contact Us",
    intro: `Questions about an order, a delivery or a gift idea? Our team in ${SHOP.address.city} is happy to help, and replies within ${SUPPORT.firstReplyHours} hours.`,
    description: `Reach Uphaar customer support by email or phone, or visit our Bengaluru office. Replies within ${SUPPORT.firstReplyHours} hours.`,
    group: "help",
  },
  {
    path: PATHS.bulkOrders,
    title: "Bulk Orders",
    intro:
      "Gifts for your team, your clients or your wedding guests: we prepare, brand and deliver them across India, with one GST invoice.",
    description: `Corporate and bulk gifting from Uphaar: ${BULK.minimumUnits} units or more, GST invoices and delivery across India.`,
    group: "help",
  },
  {
    path: PATHS.shippingInfo,
    title: "Shipping Info",
    intro:
      "We deliver cakes, flowers and gifts to PIN codes across India. Here is how long delivery takes and what it costs.",
    description: `Uphaar delivery times and charges: standard, express and same-day delivery across India, free above ${formatINR(SHIPPING.freeAbove)}.`,
    group: "policy",
  },
  {
    path: PATHS.refundPolicy,
    title: "Refund Policy",
    intro:
      "If a gift is not right, we will make it right. This page explains what you can return or exchange, and how quickly your money comes back.",
    description:
      "How returns, exchanges and refunds work at Uphaar, and how long a refund takes to reach you.",
    group: "policy",
  },
  {
    path: PATHS.supportPolicy,
    title: "Support Policy",
    intro:
      "How to reach our support team, how quickly we answer, and how long it takes to settle a problem with an order.",
    description:
      "How Uphaar customer support works: channels, reply times, escalation and resolution times.",
    group: "policy",
  },
  {
    path: PATHS.termsAndConditions,
    title: "Terms and Conditions",
    intro:
      "These terms apply to every order you place with Uphaar. Please read them before you buy; by placing an order you agree to them.",
    description:
      "The terms that apply when you buy from Uphaar: orders, prices, payment, delivery and cancellations.",
    group: "policy",
  },
  {
    path: PATHS.termsOfUse,
    title: "Terms of Use",
    intro:
      "The rules for using the Uphaar website and your account. Buying is covered separately by our Terms and Conditions.",
    description:
      "The rules for using the Uphaar website: your account, acceptable use, content and reviews.",
    group: "policy",
  },
  {
    path: PATHS.privacyPolicy,
    title: "Privacy Policy",
    intro:
      "What personal data we collect when you shop with Uphaar, why we need it, who we share it with, and the choices you have.",
    description:
      "What personal data Uphaar collects, why, who we share it with, your rights and our Grievance Officer.",
    group: "policy",
  },
  {
    path: PATHS.disclaimer,
    title: "Disclaimer",
    intro:
      "We take care to describe every product accurately. These are the limits of what pictures and descriptions on a website can promise.",
    description:
      "The limits of the information on Uphaar: product pictures, descriptions, allergens and third-party links.",
    group: "policy",
  },
] as const satisfies readonly StaticPageInfo[];

/** A path of one of the static pages. */
export type StaticPath = (typeof STATIC_PAGES)[number]["path"];

/** The registry entry of `path`. */
export function staticPage(path: StaticPath): StaticPageInfo {
  const page = STATIC_PAGES.find((entry) => entry.path === path);
  // The type only admits registered paths, so a miss is a programming error.
  if (!page) throw new Error(`Unknown static page ${path}`);
  return page;
}

/** Title, description and canonical URL of a static page (the layout adds "| Uphaar"). */
export function staticPageMetadata(path: StaticPath): Metadata {
  const { title, description } = staticPage(path);
  return { title, description, alternates: { canonical: path } };
}
