import Link from "next/link";
import { Mail } from "@/components/ui/icons/mail";
import { KeyFacts, Prose, Section } from "@/components/static/prose";
import { staticPageMetadata } from "@/components/static/pages";
import { StaticPage } from "@/components/static/static-page";
import { PATHS } from "@/lib/routing/paths";
import { BULK, SHOP, SUPPORT, mailto, span } from "@/lib/shop";

export const metadata = staticPageMetadata(PATHS.bulkOrders);

// Pre-filled so the first email already carries what a quote needs.
const ENQUIRY_BODY = [
  "Company or organisation:",
  "GSTIN (for a GST invoice):",
  "Products you are interested in:",
  "Number of units:",
  "Budget per gift (₹):",
  "Delivery date:",
  "Delivery city / PIN codes (one or many addresses):",
  "Branding or personalisation:",
  "Your phone number:",
].join("\n");

export default function BulkOrdersPage() {
  const leadTime = `${span(BULK.leadTimeBusinessDays)} business days`;
  const enquiry = mailto("Bulk order enquiry", SHOP.email, ENQUIRY_BODY);
  return (
    <StaticPage path={PATHS.bulkOrders}>
      <div className="max-w-[68ch]">
        <KeyFacts
          items={[
            { label: "Minimum order", value: `${BULK.minimumUnits} units` },
            { label: "Lead time", value: leadTime },
            { label: "Invoice", value: "GST invoice with your GSTIN" },
            { label: "Quote", value: `Within ${SUPPORT.firstReplyHours} hours` },
          ]}
        />
        <div className="mt-4 flex flex-col gap-3 rounded-2xl bg-brand-600 p-5 text-white sm:flex-row sm:items-center sm:justify-between">
          <p className="font-medium">Planning a bulk order? Tell us about it.</p>
          <a
            href={enquiry}
            className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-full bg-white px-5 text-sm font-semibold text-brand-700 shadow-sm transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <Mail aria-hidden="true" className="size-4" />
            Email us for a quote
          </a>
        </div>
      </div>

      <Prose className="mt-10">
        <Section id="occasions" title="What we make for bulk orders">
          <ul>
            <li>Diwali, New Year and festival hampers for employees and clients</li>
            <li>Welcome kits for new joiners and work anniversary gifts</li>
            <li>Wedding favours, return gifts and trousseau hampers</li>
            <li>Cakes and flowers for office celebrations and events</li>
          </ul>
          <p>
            Any product in our shop can be ordered in bulk, and we can add your logo, a printed
            message card or custom packaging.
          </p>
        </Section>

        <Section id="how-it-works" title="How it works">
          <ol>
            <li>
              Email <a href={enquiry}>{SHOP.email}</a> with the products, quantity, budget, delivery
              date and addresses. We send a quote within {SUPPORT.firstReplyHours} hours.
            </li>
            <li>
              Once you approve the quote and the sample or mock-up, we confirm the order against an
              advance payment by bank transfer or UPI.
            </li>
            <li>
              We prepare your order in {leadTime} from confirmation, depending on quantity and
              personalisation, and deliver it to one address or to each recipient across India.
            </li>
          </ol>
        </Section>

        <Section id="terms" title="Good to know">
          <ul>
            <li>
              The minimum is {BULK.minimumUnits} units per order; they can be a mix of products.
            </li>
            <li>
              Prices include GST. We issue a GST invoice in your company&apos;s name so that you can
              claim input tax credit.
            </li>
            <li>
              Personalised items are made for you and cannot be returned unless they are defective;
              see our <Link href={PATHS.refundPolicy}>Refund Policy</Link>.
            </li>
            <li>
              Prefer to talk? Call us on <a href={`tel:${SHOP.phone.dial}`}>{SHOP.phone.display}</a>
              , {SHOP.hours.phone}.
            </li>
          </ul>
        </Section>
      </Prose>
    </StaticPage>
  );
}
