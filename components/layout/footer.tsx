import Link from "next/link";
import { PATHS } from "@/lib/routing/paths";
import { NewsletterForm } from "./newsletter-form";
import { ServicePromises } from "./service-promises";

/** The footer's link columns: each link as [path, label]. */
const COLUMNS = [
  {
    title: "Shop with us",
    links: [
      [PATHS.bulkOrders, "Bulk Orders"],
      [PATHS.shippingInfo, "Shipping Info"],
      [PATHS.orderTracking, "Order Tracking"],
      [PATHS.faqs, "FAQs"],
    ],
  },
  {
    title: "Help",
    links: [
      [PATHS.helpCenter, "Help Center"],
      [PATHS.contactUs, "Contact Us"],
      [PATHS.supportPolicy, "Support Policy"],
      [PATHS.feedback, "Feedback"],
    ],
  },
  {
    title: "Policies",
    links: [
      [PATHS.termsAndConditions, "Terms & Conditions"],
      [PATHS.termsOfUse, "Terms of Use"],
      [PATHS.privacyPolicy, "Privacy Policy"],
      [PATHS.refundPolicy, "Refund Policy"],
      [PATHS.disclaimer, "Disclaimer"],
    ],
  },
] as const;

/** The site footer: service promises, newsletter, links to the static pages, copyright. */
export function Footer() {
  return (
    <footer className="below-fold mt-12 bg-brand-800 text-brand-100 [--fold-h:1151px] sm:[--fold-h:815px] lg:[--fold-h:523px]">
      <ServicePromises />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16 lg:py-12">
        <div>
          <p className="text-3xl font-extrabold tracking-tight text-white italic">Uphaar</p>
          <p className="mt-2 max-w-sm text-sm leading-relaxed text-brand-100/90">
            Cakes, flowers and thoughtful gifts for every occasion, delivered with love across
            India.
          </p>
          <NewsletterForm className="mt-6" />
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-3">
          {COLUMNS.map((column) => (
            <div key={column.title}>
              <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
                {column.title}
              </h2>
              <ul className="mt-4 space-y-1">
                {column.links.map(([href, label]) => (
                  <li key={href}>
                    <Link
                      href={href}
                      className="-mx-1 inline-block rounded px-1 py-1.5 text-sm text-brand-100 transition-colors hover:text-white hover:underline focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
                    >
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-brand-100/80">
          © {new Date().getFullYear()} Uphaar. Gifts delivered across India. All prices in INR.
        </p>
      </div>
    </footer>
  );
}
