import Link from "next/link";
import { Section } from "@/components/static/prose";
import { staticPageMetadata } from "@/components/static/pages";
import { PolicyPage } from "@/components/static/policy-page";
import { fetchSlotCharges } from "@/lib/backend/delivery";
import type { SlotCharge } from "@/lib/delivery/slot-charges";
import { PATHS } from "@/lib/routing/paths";
import { SHIPPING, SUPPORT, span } from "@/lib/shop";
import { formatINR } from "@giftshop/shared/money";

export const metadata = staticPageMetadata(PATHS.shippingInfo);

export default async function ShippingInfoPage() {
  // The hand-delivery slots and their charges, where the backend delivers by pincode.
  const slots = await fetchSlotCharges();
  const standard = `${span(SHIPPING.standardBusinessDays)} business days`;
  const express = `${span(SHIPPING.expressBusinessDays)} business days`;
  const fee = `${formatINR(SHIPPING.fee.min)}–${formatINR(SHIPPING.fee.max)}`;
  return (
    <PolicyPage
      path={PATHS.shippingInfo}
      facts={[
        { label: "Standard delivery", value: standard },
        { label: "Express delivery", value: express },
        { label: "Same-day delivery", value: `Order before ${SHIPPING.sameDayCutoff}` },
        { label: "Free shipping", value: `On orders above ${formatINR(SHIPPING.freeAbove)}` },
      ]}
    >
      <Section id="delivery-options" title="Delivery options">
        <ul>
          <li>
            <strong>Standard delivery</strong> reaches you in {standard} from the day your order is
            confirmed. It is available to every PIN code we serve.
          </li>
          <li>
            <strong>Express delivery</strong> reaches you in {express}, for metro cities and most
            large towns.
          </li>
          <li>
            <strong>Same-day delivery</strong> is possible when you order before{" "}
            {SHIPPING.sameDayCutoff} (IST) and the address is in a city where our own delivery
            partners operate. Fresh cakes and flowers are delivered this way wherever possible.
          </li>
        </ul>
        <p>
          Business days are Monday to Saturday, excluding national and state public holidays. Orders
          placed after 6 PM, on Sundays or on holidays are confirmed the next business day.
        </p>
      </Section>

      <Section id="charges" title="Shipping charges">
        <p>
          Orders above <strong>{formatINR(SHIPPING.freeAbove)}</strong> ship free. Below that, a
          delivery charge of {fee} applies, depending on the delivery speed you choose and your PIN
          code. The exact charge is shown at checkout before you pay, and it appears as a separate
          line on your invoice.
        </p>
      </Section>

      {slots && slots.length > 0 ? <SlotChargesSection slots={slots} /> : null}

      <Section id="where-we-deliver" title="Where we deliver">
        <p>
          We ship to serviceable PIN codes across India. We do not ship outside India at the moment.
          Some remote areas, including parts of the North-East, Andaman and Nicobar Islands and
          Ladakh, may take up to {SHIPPING.remoteExtraBusinessDays} extra business days; perishable
          items such as cakes and fresh flowers cannot be sent to these areas.
        </p>
      </Section>

      <Section id="tracking" title="Tracking your order">
        <p>
          As soon as your order ships, you can follow it on{" "}
          <Link href={PATHS.orders}>My Orders</Link> or on the{" "}
          <Link href={PATHS.orderTracking}>Order Tracking</Link> page with your Order ID. Each order
          moves through four stages: Placed, Pending, Shipped and Delivered.
        </p>
      </Section>

      <Section id="delivery-attempts" title="Delivery attempts and address changes">
        <ul>
          <li>
            Please make sure someone can receive the gift. Our partner will call the recipient
            before delivering.
          </li>
          <li>
            If nobody is available, the partner tries once more on the next business day. Perishable
            items are not re-attempted after the day of delivery and cannot be refunded when the
            address was wrong or nobody could receive them.
          </li>
          <li>
            You can change the delivery address until your order ships. Write to us from the{" "}
            <Link href={PATHS.contactUs}>Contact Us</Link> page with your Order ID.
          </li>
        </ul>
      </Section>

      <Section id="delays" title="Delays">
        <p>
          Weather, strikes, festivals and other events outside our control can delay a delivery. If
          your order is late, we will tell you, and our support team replies to questions about it
          within {SUPPORT.firstReplyHours} hours. See our{" "}
          <Link href={PATHS.refundPolicy}>Refund Policy</Link> for what happens if a gift arrives
          damaged.
        </p>
      </Section>
    </PolicyPage>
  );
}

/**
 * The slot charges a hand-delivered gift can carry, from the backend's slot table: the spec's
 * shipping text above stays as it is, and what a slot really costs is written beside it
 * (docs/storefront-decisions.md "Shipping wording").
 */
function SlotChargesSection({ slots }: { slots: SlotCharge[] }) {
  return (
    <Section id="delivery-slots" title="Delivery slots for hand-delivered gifts">
      <p>
        Cakes, flowers and other fresh gifts going to one of our delivery cities are brought by our
        own team, on the day and in the slot you pick on the gift&apos;s page or in your cart:
      </p>
      <table className="my-4 w-full border-collapse text-left text-sm [&_tbody_th]:border-t [&_tbody_th]:border-neutral-200 [&_tbody_th]:font-semibold [&_td]:border-t [&_td]:border-neutral-200 [&_td]:px-3 [&_td]:py-2.5 [&_th]:px-3 [&_th]:py-2.5 [&_thead_th]:bg-neutral-50 [&_thead_th]:text-xs [&_thead_th]:tracking-wide [&_thead_th]:text-neutral-600 [&_thead_th]:uppercase">
        <thead>
          <tr>
            <th scope="col">Slot</th>
            <th scope="col">Hours</th>
            <th scope="col">Charge</th>
          </tr>
        </thead>
        <tbody>
          {slots.map((slot) => (
            <tr key={slot.type}>
              <th scope="row">{slot.name}</th>
              <td>{slot.hours}</td>
              <td>
                {slot.varies
                  ? `${slot.charge === 0 ? "Free" : formatINR(slot.charge)} and up`
                  : slot.charge === 0
                    ? "Free"
                    : formatINR(slot.charge)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        A slot&apos;s charge is per delivery, not per item: candles, cards and other add-ons going
        with the gift share it. It shows on the cart line and in the price details before you pay,
        and on your order confirmation.
      </p>
    </Section>
  );
}
