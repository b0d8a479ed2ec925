import type { Metadata } from "next";
import { PATHS } from "@/lib/routing/paths";
import { BULK, SHIPPING, SUPPORT } from "@/lib/shop";
import { formatINR } from "@giftshop/shared/money";

/** One of the shop's static help and policy pages (docs/contract.md, Screens: Other pages). */
export interface StaticPageInfo {
  path: string;
  /** The page's heading and the side list's label. */
  title: string;
  /** The meta description search engines show. */
  description: string;
  group: "help" | "policy";
}

/** The static pages in the order the side list shows them; the sitemap reads this too. */
export const STATIC_PAGES = [
  {
    path: PATHS.helpCenter,
    title: "Help Center",
    description:
      "Get help with your Uphaar order: FAQs, order tracking, contact details and feedback.",
    group: "help",
  },
  {
    path: PATHS.faqs,
    title: "FAQs",
    description:
      "Answers to common questions about Uphaar orders, delivery, payments, returns, refunds and bulk gifting.",
    group: "help",
  },
  {
    path: PATHS.orderTracking,
    title: "Order Tracking",
    description: "Track your Uphaar order from placed to delivered with your Order ID.",
    group: "help",
  },
  {
    path: PATHS.contactUs,
    title: "Contact Us",
    description: `Reach Uphaar customer support by email or phone, or visit our Bengaluru office. Replies within ${SUPPORT.firstReplyHours} hours.`,
    group: "help",
  },
  {
    path: PATHS.bulkOrders,
    title: "Bulk Orders",
    description: `Corporate and bulk gifting from Uphaar: ${BULK.minimumUnits} units or more, GST invoices and delivery across India.`,
    group: "help",
  },
  {
    path: PATHS.shippingInfo,
    title: "Shipping Info",
    description: `Uphaar delivery times and charges: standard, express and same-day delivery across India, free above ${formatINR(SHIPPING.freeAbove)}.`,
    group: "policy",
  },
  {
    path: PATHS.refundPolicy,
    title: "Refund Policy",
    description:
      "How returns, exchanges and refunds work at Uphaar, and how long a refund takes to reach you.",
    group: "policy",
  },
  {
    path: PATHS.supportPolicy,
    title: "Support Policy",
    description:
      "How Uphaar customer support works: channels, reply times, escalation and resolution times.",
    group: "policy",
  },
  {
    path: PATHS.termsAndConditions,
    title: "Terms and Conditions",
    description:
      "The terms that apply when you buy from Uphaar: orders, prices, payment, delivery and cancellations.",
    group: "policy",
  },
  {
    path: PATHS.termsOfUse,
    title: "Terms of Use",
    description:
      "The rules for using the Uphaar website: your account, acceptable use, content and reviews.",
    group: "policy",
  },
  {
    path: PATHS.privacyPolicy,
    title: "Privacy Policy",
    description:
      "What personal data Uphaar collects, why, who we share it with, your rights and our Grievance Officer.",
    group: "policy",
  },
  {
    path: PATHS.disclaimer,
    title: "Disclaimer",
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
