import Link from "next/link";
import { Section } from "@/components/static/prose";
import { staticPageMetadata } from "@/components/static/pages";
import { PolicyPage } from "@/components/static/policy-page";
import { PATHS } from "@/lib/routing/paths";
import { RETURNS, SHOP, SUPPORT, mailto, span } from "@/lib/shop";

export const metadata = staticPageMetadata(PATHS.supportPolicy);

export default function SupportPolicyPage() {
  return (
    <PolicyPage
      path={PATHS.supportPolicy}
      facts={[
        { label: "First reply", value: `Within ${SUPPORT.firstReplyHours} hours` },
        {
          label: "Latest reply",
          value: `${SUPPORT.maxReplyBusinessHours} business hours`,
        },
        {
          label: "Return or replacement",
          value: `Settled in ${span(SUPPORT.returnResolutionDays)} days`,
        },
        {
          label: "Refund in your account",
          value: `${span(SUPPORT.bankCreditBusinessDays)} business days`,
        },
      ]}
    >
      <Section id="channels" title="How to reach us">
        <ul>
          <li>
            <strong>Email:</strong> <a href={mailto()}>{SHOP.email}</a>. {SHOP.hours.email}.
          </li>
          <li>
            <strong>Phone:</strong> <a href={`tel:${SHOP.phone.dial}`}>{SHOP.phone.display}</a>,{" "}
            {SHOP.hours.phone}.
          </li>
          <li>
            <strong>Feedback:</strong> the <Link href={PATHS.feedback}>feedback form</Link>, for
            suggestions and anything that is not about a specific order.
          </li>
        </ul>
        <p>
          All the details are on our <Link href={PATHS.contactUs}>Contact Us</Link> page.
        </p>
      </Section>

      <Section id="reply-times" title="How quickly we reply">
        <p>
          We answer most messages within <strong>{SUPPORT.firstReplyHours} hours</strong>, and never
          later than <strong>{SUPPORT.maxReplyBusinessHours} business hours</strong>. For anything
          about a delivery due today, please call us: phone calls are answered first.
        </p>
      </Section>

      <Section id="help-with" title="What we can help with">
        <ul>
          <li>Orders, payments and invoices</li>
          <li>Delivery dates, addresses and tracking</li>
          <li>Damaged, late or wrong items</li>
          <li>Returns, exchanges, cancellations and refunds</li>
          <li>Your account, sign-in codes and saved addresses</li>
          <li>
            Corporate and <Link href={PATHS.bulkOrders}>bulk orders</Link>
          </li>
        </ul>
      </Section>

      <Section id="resolution-times" title="How long it takes to settle a problem">
        <ul>
          <li>
            <strong>Returns and replacements:</strong> ask within {RETURNS.refundWindowDays} days of
            delivery for a refund, or {RETURNS.exchangeWindowDays} days for an exchange. From your
            request to a finished case usually takes {span(SUPPORT.returnResolutionDays)} days,
            pickup and quality check included.
          </li>
          <li>
            <strong>Refunds:</strong> we issue the refund within{" "}
            {span(RETURNS.refundProcessingBusinessDays)} business days of approving it; your bank or
            UPI app then shows it within {span(SUPPORT.bankCreditBusinessDays)} business days.
          </li>
          <li>
            <strong>Damaged cakes and flowers:</strong> tell us within{" "}
            {RETURNS.perishableReportHours} hours of delivery and we replace or refund them, usually
            the same or the next day.
          </li>
        </ul>
        <p>
          The full rules are in our <Link href={PATHS.refundPolicy}>Refund Policy</Link>.
        </p>
      </Section>

      <Section id="what-we-need" title="What helps us help you faster">
        <ul>
          <li>Your Order ID, from your confirmation email or My Orders.</li>
          <li>The email address or phone number you ordered with.</li>
          <li>Photos, if an item arrived damaged or different from the picture.</li>
        </ul>
        <p>
          We will never ask for your card number, CVV, UPI PIN or a one-time code. Anyone who does
          is not Uphaar.
        </p>
      </Section>

      <Section id="escalation" title="If you are not happy with our answer">
        <p>
          Reply to our email and ask for the case to be escalated: a senior member of the team will
          review it and answer within {SUPPORT.maxReplyBusinessHours} business hours. If it is still
          not resolved, you can write to our Grievance Officer, whose details are in our{" "}
          <Link href={`${PATHS.privacyPolicy}#grievance-officer`}>Privacy Policy</Link>.
        </p>
      </Section>
    </PolicyPage>
  );
}
