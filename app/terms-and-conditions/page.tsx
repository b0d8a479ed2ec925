import Link from "next/link";
import { Section } from "@/components/static/prose";
import { staticPageMetadata } from "@/components/static/pages";
import { PolicyPage } from "@/components/static/policy-page";
import { PATHS } from "@/lib/routing/paths";
import { RETURNS, SHIPPING, SHOP, mailto, span } from "@/lib/shop";
import { formatINR } from "@giftshop/shared/money";

export const metadata = staticPageMetadata(PATHS.termsAndConditions);

export default function TermsAndConditionsPage() {
  return (
    <PolicyPage path={PATHS.termsAndConditions}>
      <Section id="about" title="1. About these terms">
        <p>
          Uphaar is an online gift shop based in {SHOP.address.city}, {SHOP.address.state}, India.
          In these terms, &ldquo;we&rdquo; and &ldquo;us&rdquo; mean Uphaar, and &ldquo;you&rdquo;
          means the person placing the order. How you may use the website itself is covered by our{" "}
          <Link href={PATHS.termsOfUse}>Terms of Use</Link>, and how we handle your data by our{" "}
          <Link href={PATHS.privacyPolicy}>Privacy Policy</Link>.
        </p>
      </Section>

      <Section id="eligibility" title="2. Who can buy">
        <p>
          To place an order you must be at least 18 years old and able to enter into a contract
          under Indian law, or buy with the involvement of a parent or guardian. You are responsible
          for the accuracy of the details you give us, including the recipient&apos;s name, address,
          PIN code and phone number.
        </p>
      </Section>

      <Section id="orders" title="3. Orders">
        <ul>
          <li>
            Your order is an offer to buy. We accept it when we confirm it by email or on your My
            Orders page.
          </li>
          <li>
            We may decline or cancel an order, for example when an item is out of stock, the address
            cannot be served or a payment looks fraudulent. If you have already paid, we refund you
            in full.
          </li>
          <li>
            Handmade and fresh products can differ slightly in colour, shape and arrangement from
            their pictures. We may substitute flowers or packaging of equal or greater value when an
            item is unavailable.
          </li>
        </ul>
      </Section>

      <Section id="prices" title="4. Prices and taxes">
        <p>
          All prices are in Indian rupees (INR) and include GST. Orders above{" "}
          {formatINR(SHIPPING.freeAbove)} ship free; below that, a delivery charge of{" "}
          {formatINR(SHIPPING.fee.min)}–{formatINR(SHIPPING.fee.max)} is added and shown at checkout
          before you pay. Discounts and offers are valid for the period shown and cannot be combined
          unless we say so. If an item was listed at an obviously wrong price, we will tell you and
          let you choose between the correct price and a full refund.
        </p>
      </Section>

      <Section id="payment" title="5. Payment">
        <p>
          You can pay online by debit or credit card, UPI or net banking through our payment
          partner, or choose Cash on Delivery where it is offered. Online payments are processed by
          the payment partner over an encrypted connection; we never see or store your full card
          details.
        </p>
      </Section>

      <Section id="delivery" title="6. Delivery">
        <p>
          Standard delivery takes {span(SHIPPING.standardBusinessDays)} business days, express
          delivery {span(SHIPPING.expressBusinessDays)} business days, and same-day delivery is
          possible for orders placed before {SHIPPING.sameDayCutoff}. Delivery dates are estimates;
          see our <Link href={PATHS.shippingInfo}>Shipping Info</Link> for the details. Ownership
          and risk of the goods pass to you on delivery.
        </p>
      </Section>

      <Section id="returns" title="7. Cancellations, returns and refunds">
        <p>
          You can return eligible items within {RETURNS.refundWindowDays} days of delivery for a
          refund, or exchange non-perishable items within {RETURNS.exchangeWindowDays} days.
          Cancellations, returns and refunds follow our{" "}
          <Link href={PATHS.refundPolicy}>Refund Policy</Link>. Nothing in these terms affects your
          rights under the Consumer Protection Act, 2019.
        </p>
      </Section>

      <Section id="liability" title="8. Our liability">
        <p>
          We are responsible for delivering what you ordered with reasonable care and skill. We are
          not liable for losses that were not foreseeable, or for delays caused by events outside
          our reasonable control, such as extreme weather, strikes or government orders. Except
          where the law does not allow it, our total liability for an order is limited to the amount
          you paid for it.
        </p>
      </Section>

      <Section id="law" title="9. Governing law and disputes">
        <p>
          These terms are governed by the laws of India. We will always try to resolve a complaint
          with you first; if we cannot, the courts at {SHOP.jurisdictionCity}, {SHOP.address.state},
          have jurisdiction, without limiting your right to approach a consumer commission.
        </p>
      </Section>

      <Section id="changes" title="10. Changes and contact">
        <p>
          We may update these terms from time to time; the version on this page when you place an
          order applies to that order. Questions? Write to{" "}
          <a href={mailto("Question about the terms")}>{SHOP.email}</a> or visit our{" "}
          <Link href={PATHS.contactUs}>Contact Us</Link> page.
        </p>
      </Section>
    </PolicyPage>
  );
}
