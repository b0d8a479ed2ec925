import Link from "next/link";
import { Section } from "@/components/static/prose";
import { staticPageMetadata } from "@/components/static/pages";
import { PolicyPage } from "@/components/static/policy-page";
import { PATHS } from "@/lib/routing/paths";
import { PRIVACY, SHOP, mailto } from "@/lib/shop";

export const metadata = staticPageMetadata(PATHS.termsOfUse);

export default function TermsOfUsePage() {
  return (
    <PolicyPage path={PATHS.termsOfUse}>
      <Section id="acceptance" title="1. Using this website">
        <p>
          By browsing or using the Uphaar website you agree to these terms. If you do not agree,
          please do not use the website. Orders are also subject to our{" "}
          <Link href={PATHS.termsAndConditions}>Terms and Conditions</Link>.
        </p>
      </Section>

      <Section id="eligibility" title="2. Who may use it">
        <p>
          The website is meant for people over {PRIVACY.minimumAge} years of age. If you are under
          18, please use it with the involvement of a parent or guardian, who must place any order
          on your behalf.
        </p>
      </Section>

      <Section id="account" title="3. Your account">
        <ul>
          <li>
            You sign in with your email address, your password and a one-time code that we email
            you. Keep access to your email account safe: anyone who can read it can receive your
            codes.
          </li>
          <li>
            Give us accurate details and keep them up to date. You are responsible for what happens
            in your account.
          </li>
          <li>
            Tell us at once at <a href={mailto("Account security")}>{SHOP.email}</a> if you think
            someone else has used your account.
          </li>
        </ul>
      </Section>

      <Section id="acceptable-use" title="4. What you must not do">
        <ul>
          <li>Break any law, or use the website to defraud us or anyone else.</li>
          <li>Place orders with payment details you are not authorised to use.</li>
          <li>
            Copy, scrape or harvest content or data from the website by automated means without our
            written permission.
          </li>
          <li>
            Try to gain unauthorised access, disrupt the website, or upload viruses or other harmful
            code.
          </li>
          <li>Impersonate another person, or collect other users&apos; personal data.</li>
        </ul>
      </Section>

      <Section id="reviews" title="5. Reviews and feedback">
        <p>
          Reviews must be honest and about the product. Do not post anything abusive, misleading,
          defamatory or obscene, advertising, or anyone&apos;s personal details. We may remove
          reviews that break these rules. By posting a review or sending{" "}
          <Link href={PATHS.feedback}>feedback</Link>, you allow us to show and use it, free of
          charge, to run and improve Uphaar.
        </p>
      </Section>

      <Section id="content" title="6. Our content">
        <p>
          The Uphaar name and logo, product photographs, text and design of this website belong to
          Uphaar or its licensors and are protected by Indian copyright and trademark law. You may
          view and share product pages for personal, non-commercial use; any other use needs our
          written permission.
        </p>
      </Section>

      <Section id="third-parties" title="7. Other websites and services">
        <p>
          Payments are handled by our payment partner, and some pages may link to other websites.
          Their own terms and privacy policies apply to them, and we are not responsible for their
          content.
        </p>
      </Section>

      <Section id="availability" title="8. Availability and suspension">
        <p>
          We work to keep the website available, but it may sometimes be unavailable for maintenance
          or for reasons outside our control. We may suspend or close an account that breaks these
          terms, after telling you why where the law allows.
        </p>
      </Section>

      <Section id="law" title="9. Law, changes and contact">
        <p>
          These terms are governed by the laws of India, and the courts at {SHOP.jurisdictionCity},{" "}
          {SHOP.address.state}, have jurisdiction. We may update them; the version on this page
          applies from the day it is published. The limits of the information on this website are
          explained in our <Link href={PATHS.disclaimer}>Disclaimer</Link>. Questions? Write to{" "}
          <a href={mailto("Question about the terms of use")}>{SHOP.email}</a>.
        </p>
      </Section>
    </PolicyPage>
  );
}
