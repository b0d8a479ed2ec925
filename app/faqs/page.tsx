import Link from "next/link";
import { FaqJsonLd, FaqList, type FaqGroup } from "@/components/static/faq-list";
import { staticPageMetadata } from "@/components/static/pages";
import { StaticPage } from "@/components/static/static-page";
import { PATHS } from "@/lib/routing/paths";
import { BULK, RETURNS, SHIPPING, SHOP, SUPPORT, span } from "@/lib/shop";
import { formatINR } from "@giftshop/shared/money";

export const metadata = staticPageMetadata(PATHS.faqs);

const GROUPS: FaqGroup[] = [
  {
    id: "delivery",
    title: "Orders and delivery",
    faqs: [
      {
        question: "How long does delivery take?",
        answer: `Standard delivery takes ${span(SHIPPING.standardBusinessDays)} business days and express delivery ${span(SHIPPING.expressBusinessDays)} business days. Order before ${SHIPPING.sameDayCutoff} and we can often deliver the same day, especially cakes and flowers.`,
        link: { href: PATHS.shippingInfo, label: "Read our shipping info" },
      },
      {
        question: "How much does shipping cost?",
        answer: `Shipping is free on orders above ${formatINR(SHIPPING.freeAbove)}. Below that, the delivery charge is ${formatINR(SHIPPING.fee.min)}–${formatINR(SHIPPING.fee.max)}, depending on the delivery speed and your PIN code, and is shown at checkout before you pay.`,
      },
      {
        question: "Do you deliver to my PIN code?",
        answer: `We deliver to serviceable PIN codes across India. A few remote areas take up to ${SHIPPING.remoteExtraBusinessDays} extra business days, and cakes and fresh flowers cannot reach them. We do not ship outside India yet.`,
      },
      {
        question: "How do I track my order?",
        answer:
          "Log in and open My Orders, or enter your Order ID on the Order Tracking page. Every order moves through four stages: Placed, Pending, Shipped and Delivered.",
        link: { href: PATHS.orderTracking, label: "Track your order" },
      },
      {
        question: "Can I change the delivery address or date?",
        answer: `Yes, until your order ships. Write to ${SHOP.email} or call ${SHOP.phone.display} with your Order ID.`,
      },
    ],
  },
  {
    id: "payments",
    title: "Payments and invoices",
    faqs: [
      {
        question: "How can I pay?",
        answer:
          "Online in rupees by debit or credit card, UPI or net banking through our secure payment partner. Cash on Delivery is available on eligible orders.",
      },
      {
        question: "Is it safe to pay on Uphaar?",
        answer:
          "Yes. Your card and UPI details go straight to our payment partner over an encrypted connection; we never see or store them. Uphaar will never ask you for your card PIN, CVV, UPI PIN or a one-time code.",
      },
      {
        question: "Do prices include GST? Will I get an invoice?",
        answer:
          "All prices are in rupees and include GST. Every order comes with an invoice, and bulk orders get a GST invoice in your company's name.",
      },
    ],
  },
  {
    id: "returns",
    title: "Returns and refunds",
    faqs: [
      {
        question: "Can I return or exchange a gift?",
        answer: `You can return an eligible item within ${RETURNS.refundWindowDays} days of delivery for a refund, and exchange unused non-perishable items within ${RETURNS.exchangeWindowDays} days. If a cake or bouquet arrives damaged, tell us within ${RETURNS.perishableReportHours} hours with a photo and we will replace it or refund you.`,
        link: { href: PATHS.refundPolicy, label: "Read our refund policy" },
      },
      {
        question: "How long does a refund take?",
        answer: `We issue the refund within ${span(RETURNS.refundProcessingBusinessDays)} business days of approving it, to your original payment method. Your bank or UPI app then shows it within ${span(SUPPORT.bankCreditBusinessDays)} business days.`,
      },
      {
        question: "Can I cancel my order?",
        answer:
          "Yes, for a full refund, until it ships. Same-day orders, cakes and personalised items cannot be cancelled once we have started preparing them.",
      },
    ],
  },
  {
    id: "account",
    title: "Your account",
    faqs: [
      {
        question: "How do I sign in?",
        answer:
          "Enter your email address and password, then the 6-digit code we email you. The code keeps your account safe even if someone learns your password.",
      },
      {
        question: "I forgot my password. What do I do?",
        answer:
          "Choose Forgot Password on the login page, enter your email address and the code we send you, then choose a new password.",
        link: { href: PATHS.login, label: "Go to login" },
      },
    ],
  },
  {
    id: "more",
    title: "Bulk orders and support",
    faqs: [
      {
        question: "Do you take corporate or bulk orders?",
        answer: `Yes, from ${BULK.minimumUnits} units, with your branding and a GST invoice. Allow ${span(BULK.leadTimeBusinessDays)} business days from confirmation.`,
        link: { href: PATHS.bulkOrders, label: "About bulk orders" },
      },
      {
        question: "How do I reach customer support?",
        answer: `Email ${SHOP.email} or call ${SHOP.phone.display} (${SHOP.hours.phone}). We reply within ${SUPPORT.firstReplyHours} hours, and never later than ${SUPPORT.maxReplyBusinessHours} business hours.`,
        link: { href: PATHS.contactUs, label: "Contact us" },
      },
    ],
  },
];

export default function FaqsPage() {
  return (
    <StaticPage path={PATHS.faqs}>
      <FaqList groups={GROUPS} />
      <p className="mt-10 max-w-[68ch] text-neutral-700">
        Still have a question?{" "}
        <Link
          href={PATHS.contactUs}
          className="font-medium text-brand-700 underline decoration-brand-200 decoration-2 underline-offset-2 hover:decoration-brand-600"
        >
          Contact our support team
        </Link>
        .
      </p>
      <FaqJsonLd groups={GROUPS} />
    </StaticPage>
  );
}
