import Link from "next/link";
import { Clock } from "@/components/ui/icons/clock";
import { Mail } from "@/components/ui/icons/mail";
import { MapPin } from "@/components/ui/icons/map-pin";
import { MessageSquareHeart } from "@/components/ui/icons/message-square-heart";
import { Phone } from "@/components/ui/icons/phone";
import { ContactCard } from "@/components/static/contact-card";
import { staticPageMetadata } from "@/components/static/pages";
import { StaticPage } from "@/components/static/static-page";
import { PATHS } from "@/lib/routing/paths";
import { SHOP, SUPPORT, mailto } from "@/lib/shop";

export const metadata = staticPageMetadata(PATHS.contactUs);

const linkClass =
  "font-semibold break-words text-brand-700 underline decoration-brand-200 decoration-2 underline-offset-2 hover:decoration-brand-600";

export default function ContactUsPage() {
  const { line1, line2, city, state, pin, country } = SHOP.address;
  return (
    <StaticPage path={PATHS.contactUs}>
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactCard icon={Mail} title="Email">
          <a href={mailto()} className={linkClass}>
            {SHOP.email}
          </a>
          <p className="mt-1">
            We reply within {SUPPORT.firstReplyHours} hours, and never later than{" "}
            {SUPPORT.maxReplyBusinessHours} business hours.
          </p>
        </ContactCard>
        <ContactCard icon={Phone} title="Phone">
          <a href={`tel:${SHOP.phone.dial}`} className={linkClass}>
            {SHOP.phone.display}
          </a>
          <p className="mt-1">Best for a delivery due today.</p>
        </ContactCard>
        <ContactCard icon={MapPin} title="Office">
          <address className="not-italic">
            Uphaar
            <br />
            {line1}, {line2}
            <br />
            {city}, {state} {pin}
            <br />
            {country}
          </address>
        </ContactCard>
        <ContactCard icon={Clock} title="Support hours">
          <dl>
            <dt className="font-medium text-neutral-900">Phone</dt>
            <dd>{SHOP.hours.phone}</dd>
            <dt className="mt-2 font-medium text-neutral-900">Email</dt>
            <dd>{SHOP.hours.email}</dd>
          </dl>
        </ContactCard>
      </div>

      <div className="mt-8 rounded-2xl bg-brand-50 p-5 sm:flex sm:items-center sm:justify-between sm:gap-6 sm:p-6">
        <div className="flex gap-4">
          <MessageSquareHeart
            aria-hidden="true"
            className="mt-0.5 size-6 shrink-0 text-brand-700"
          />
          <div>
            <h2 className="font-semibold text-neutral-900">Have a suggestion?</h2>
            <p className="mt-1 text-sm leading-6 text-neutral-700">
              Tell us what you loved, what we could do better, or what we should stock next.
            </p>
          </div>
        </div>
        <Link
          href={PATHS.feedback}
          className="mt-4 inline-flex min-h-11 w-full items-center justify-center rounded-full bg-brand-600 px-5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:mt-0 sm:w-auto sm:shrink-0"
        >
          Give Feedback
        </Link>
      </div>

      <section aria-labelledby="before-you-write" className="mt-10">
        <h2 id="before-you-write" className="text-lg font-semibold text-neutral-900">
          You may find your answer faster here
        </h2>
        <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
          {[
            { href: PATHS.orderTracking, label: "Track an order" },
            { href: PATHS.faqs, label: "Read the FAQs" },
            { href: PATHS.refundPolicy, label: "Returns and refunds" },
          ].map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                className="flex min-h-11 items-center justify-between rounded-xl border border-neutral-200 px-4 py-2 font-medium text-neutral-800 transition-colors hover:border-brand-200 hover:bg-brand-50 hover:text-brand-700"
              >
                {item.label}
                <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </StaticPage>
  );
}
