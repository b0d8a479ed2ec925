import Link from "next/link";
import { CircleHelp } from "@/components/ui/icons/circle-help";
import { Mail } from "@/components/ui/icons/mail";
import { MessageSquareHeart } from "@/components/ui/icons/message-square-heart";
import { PackageSearch } from "@/components/ui/icons/package-search";
import { HelpCards } from "@/components/static/help-cards";
import { staticPageMetadata } from "@/components/static/pages";
import { StaticPage } from "@/components/static/static-page";
import { PATHS } from "@/lib/routing/paths";
import { SUPPORT } from "@/lib/shop";

export const metadata = staticPageMetadata(PATHS.helpCenter);

const TOPICS = [
  { href: `${PATHS.shippingInfo}#delivery-options`, label: "Delivery times" },
  { href: `${PATHS.shippingInfo}#charges`, label: "Shipping charges" },
  { href: `${PATHS.refundPolicy}#returns`, label: "Returns and exchanges" },
  { href: `${PATHS.refundPolicy}#refunds`, label: "When will I get my refund?" },
  { href: PATHS.bulkOrders, label: "Corporate gifting" },
  { href: PATHS.privacyPolicy, label: "Your data and privacy" },
];

export default function HelpCenterPage() {
  return (
    <StaticPage path={PATHS.helpCenter}>
      <HelpCards
        cards={[
          {
            href: PATHS.faqs,
            title: "FAQs",
            text: "Delivery times, payments, returns and refunds, answered.",
            icon: CircleHelp,
          },
          {
            href: PATHS.orderTracking,
            title: "Track an order",
            text: "See where your gift is, from placed to delivered.",
            icon: PackageSearch,
          },
          {
            href: PATHS.contactUs,
            title: "Contact us",
            text: `Email or call our team; we reply within ${SUPPORT.firstReplyHours} hours.`,
            icon: Mail,
          },
          {
            href: PATHS.feedback,
            title: "Give Feedback",
            text: "Tell us what you loved or what we could do better.",
            icon: MessageSquareHeart,
          },
        ]}
      />
      <section aria-labelledby="popular-topics" className="mt-10">
        <h2 id="popular-topics" className="text-lg font-semibold text-neutral-900">
          Popular topics
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {TOPICS.map((topic) => (
            <li key={topic.href}>
              <Link
                href={topic.href}
                className="inline-flex min-h-10 items-center rounded-full border border-neutral-200 bg-white px-4 text-sm font-medium text-neutral-800 transition-colors hover:border-brand-200 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {topic.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </StaticPage>
  );
}
