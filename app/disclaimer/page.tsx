import Link from "next/link";
import { Section } from "@/components/static/prose";
import { staticPageMetadata } from "@/components/static/pages";
import { PolicyPage } from "@/components/static/policy-page";
import { PATHS } from "@/lib/routing/paths";
import { SHOP, mailto } from "@/lib/shop";

export const metadata = staticPageMetadata(PATHS.disclaimer);

export default function DisclaimerPage() {
  return (
    <PolicyPage path={PATHS.disclaimer}>
      <Section id="pictures" title="Product pictures">
        <p>
          Photographs show a typical example of each product. Cakes are made by hand and bouquets
          are arranged fresh for every order, so colours, decorations, the exact mix of flowers and
          the packaging can differ slightly from the picture. Screens also show colours differently.
          When a flower or a part of a gift is out of season or out of stock, we replace it with one
          of equal or greater value.
        </p>
      </Section>

      <Section id="food" title="Cakes, sweets and allergens">
        <p>
          Our cakes, chocolates and sweets are made in kitchens that also handle wheat (gluten),
          milk, eggs, nuts and soy. Even products marked eggless may contain traces of these
          allergens. If you or the recipient has a food allergy, please read the ingredients on the
          product page and write to us before ordering. Perishable food should be kept as the care
          instructions say and eaten within the time given.
        </p>
      </Section>

      <Section id="plants" title="Plants and flowers">
        <p>
          Plants and flowers are living things. Care instructions are general guidance, and how long
          they last depends on light, water and temperature after delivery. Some plants are harmful
          if eaten by children or pets; please keep them out of reach.
        </p>
      </Section>

      <Section id="information" title="Prices and information">
        <p>
          We check prices, offers and stock carefully, but mistakes can happen. If a product was
          shown at a wrong price or was no longer available, we will tell you before we ship and
          offer a full refund. Sizes and measurements of fashion and accessories are approximate;
          please check the size details on each product page.
        </p>
      </Section>

      <Section id="reviews" title="Reviews">
        <p>
          Reviews are written by shoppers and reflect their own opinions, not ours. We do not edit
          them, but we remove reviews that break our{" "}
          <Link href={PATHS.termsOfUse}>Terms of Use</Link>.
        </p>
      </Section>

      <Section id="links" title="Links to other websites">
        <p>
          Links to other websites, including our payment partner&apos;s pages, are provided for your
          convenience. We do not control those websites and are not responsible for their content or
          their privacy practices.
        </p>
      </Section>

      <Section id="questions" title="Questions">
        <p>
          If something on our website looks wrong, please tell us at{" "}
          <a href={mailto("Something looks wrong on the website")}>{SHOP.email}</a>. Our{" "}
          <Link href={PATHS.termsAndConditions}>Terms and Conditions</Link> explain what we are
          responsible for when you buy from us.
        </p>
      </Section>
    </PolicyPage>
  );
}
