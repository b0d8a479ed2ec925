import Link from "next/link";
import { Section } from "@/components/static/prose";
import { staticPageMetadata } from "@/components/static/pages";
import { PolicyPage } from "@/components/static/policy-page";
import { PATHS } from "@/lib/routing/paths";
import { RETURNS, SHOP, SUPPORT, mailto, span } from "@/lib/shop";

export const metadata = staticPageMetadata(PATHS.refundPolicy);

export default function RefundPolicyPage() {
  const processing = `${span(RETURNS.refundProcessingBusinessDays)} business days`;
  const bankCredit = `${span(SUPPORT.bankCreditBusinessDays)} business days`;
  return (
    <PolicyPage
      path={PATHS.refundPolicy}
      facts={[
        { label: "Return for a refund", value: `Within ${RETURNS.refundWindowDays} days` },
        { label: "Exchange", value: `Within ${RETURNS.exchangeWindowDays} days` },
        { label: "Refund issued", value: `In ${processing}` },
        {
          label: "Damaged cake or flowers",
          value: `Tell us in ${RETURNS.perishableReportHours} hours`,
        },
      ]}
    >
      <Section id="returns" title="Returns for a refund">
        <p>
          You can ask to return an item within <strong>{RETURNS.refundWindowDays} days</strong> of
          delivery when it arrived damaged or defective, when we sent the wrong item, or when a
          non-perishable item is unused, with its tags and original packaging.
        </p>
      </Section>

      <Section id="exchanges" title="Exchanges">
        <p>
          Non-perishable items, such as accessories, fashion, home décor and soft toys, can be
          exchanged for another size, colour or product of the same value within{" "}
          <strong>{RETURNS.exchangeWindowDays} days</strong> of delivery, as long as they are unused
          and in their original packaging. If the new item costs more, you pay the difference; if it
          costs less, we refund the difference.
        </p>
      </Section>

      <Section id="perishables" title="Cakes, flowers and other perishables">
        <p>
          Cakes, fresh flowers, chocolates, sweets and plants cannot be returned, because they
          spoil. If one arrives damaged, late by more than a day, or different from what you
          ordered, tell us within <strong>{RETURNS.perishableReportHours} hours</strong> of delivery
          with your Order ID and a photo, and we will send a replacement or refund you in full.
        </p>
      </Section>

      <Section id="not-returnable" title="What cannot be returned">
        <ul>
          <li>Personalised, engraved or made-to-order items, unless they are defective.</li>
          <li>Perishables, except as described above.</li>
          <li>Gift cards and e-vouchers.</li>
          <li>Items that have been used, washed, altered or damaged after delivery.</li>
        </ul>
      </Section>

      <Section id="how-to-return" title="How to ask for a return or exchange">
        <ol>
          <li>
            Write to <a href={mailto("Return request")}>{SHOP.email}</a> or use the{" "}
            <Link href={PATHS.contactUs}>Contact Us</Link> page. Include your Order ID, the item and
            the reason, and a photo if it is damaged.
          </li>
          <li>
            We reply within {SUPPORT.firstReplyHours} hours and arrange a free pickup from the
            delivery address.
          </li>
          <li>
            Once the item reaches us, we check it and confirm the refund or ship the exchange.
          </li>
        </ol>
        <p>
          From your request to a completed return or exchange usually takes{" "}
          {span(SUPPORT.returnResolutionDays)} days, pickup and check included.
        </p>
      </Section>

      <Section id="refunds" title="Refunds">
        <ul>
          <li>
            When a return passes its check, or an order is cancelled, we issue the refund within{" "}
            <strong>{processing}</strong>.
          </li>
          <li>
            Refunds go back to the original payment method: your card, UPI account or net banking
            account. Banks and UPI apps then take {bankCredit} to show the amount.
          </li>
          <li>
            For Cash on Delivery orders, we refund to a UPI ID or bank account that you share with
            us; we never ask for your card number, PIN or OTP.
          </li>
          <li>
            Shipping charges are refunded when the return is due to our mistake: a damaged,
            defective or wrong item.
          </li>
        </ul>
      </Section>

      <Section id="cancellations" title="Cancellations">
        <p>
          You can cancel an order for a full refund until it ships. Same-day orders, cakes and
          personalised items cannot be cancelled once we have started preparing them.
        </p>
      </Section>
    </PolicyPage>
  );
}
