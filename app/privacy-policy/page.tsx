import Link from "next/link";
import { Section } from "@/components/static/prose";
import { staticPageMetadata } from "@/components/static/pages";
import { PolicyPage } from "@/components/static/policy-page";
import { PATHS } from "@/lib/routing/paths";
import { PRIVACY, SHOP, mailto } from "@/lib/shop";

export const metadata = staticPageMetadata(PATHS.privacyPolicy);

export default function PrivacyPolicyPage() {
  const { line1, line2, city, state, pin, country } = SHOP.address;
  return (
    <PolicyPage path={PATHS.privacyPolicy}>
      <Section id="who-we-are" title="1. Who we are">
        <p>
          Uphaar, {city}, {country}, decides how and why your personal data is used for this
          website, and is responsible for it (the &ldquo;data fiduciary&rdquo; under the Digital
          Personal Data Protection Act, 2023). This policy also follows the Information Technology
          Act, 2000 and the rules made under it.
        </p>
      </Section>

      <Section id="what-we-collect" title="2. What we collect">
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address, phone number and password
            (stored only in a scrambled, hashed form).
          </li>
          <li>
            <strong>Addresses:</strong> your delivery addresses, including the names, phone numbers
            and PIN codes of the people you send gifts to.
          </li>
          <li>
            <strong>Orders:</strong> what you bought, when, the amount, and the status of delivery.
          </li>
          <li>
            <strong>Payments:</strong> the payment reference and status from our payment partner.
            Your card, UPI and bank details go directly to the partner; we never see or store them.
          </li>
          <li>
            <strong>Your messages:</strong> reviews, feedback and emails you send to support.
          </li>
          <li>
            <strong>Technical data:</strong> your IP address, browser and device type, and the pages
            you visit, which our servers record for security and to fix problems.
          </li>
        </ul>
      </Section>

      <Section id="why" title="3. Why we use it">
        <ul>
          <li>To take, deliver and support your orders, and to issue GST invoices.</li>
          <li>To sign you in securely, including by emailing you one-time codes.</li>
          <li>To answer your questions, feedback and complaints.</li>
          <li>To prevent fraud and misuse, and to keep the website secure.</li>
          <li>To understand what shoppers look for and improve our shop.</li>
          <li>
            To send you offers and the newsletter, only if you subscribed; every email has an
            unsubscribe link.
          </li>
          <li>To meet our legal duties, such as keeping tax records.</li>
        </ul>
      </Section>

      <Section id="recipients" title="4. People you send gifts to">
        <p>
          When you enter a recipient&apos;s name, address and phone number, please make sure they
          would be happy for you to share them. We use these details only to deliver the gift and
          contact the recipient about the delivery.
        </p>
      </Section>

      <Section id="sharing" title="5. Who we share it with">
        <p>We never sell your personal data. We share only what each party needs:</p>
        <ul>
          <li>delivery partners, to bring your gift to the door;</li>
          <li>our payment partner, to process your payment and refunds;</li>
          <li>the companies that host our website and send our emails, under contract with us;</li>
          <li>government authorities, when the law requires us to.</li>
        </ul>
      </Section>

      <Section id="cookies" title="6. Cookies">
        <p>
          We use a small number of cookies that the website needs to work, for example to keep you
          signed in and to protect your session. You can block cookies in your browser, but signing
          in, your cart and checkout will then not work.
        </p>
      </Section>

      <Section id="retention" title="7. How long we keep it and how we protect it">
        <p>
          We keep your account data while your account is open, and order and invoice records for as
          long as Indian tax law requires. Data travels over encrypted (HTTPS) connections,
          passwords are hashed, and only staff who need the data to do their job can see it.
        </p>
      </Section>

      <Section id="your-rights" title="8. Your rights">
        <p>You can ask us to:</p>
        <ul>
          <li>tell you what personal data we hold about you and how we use it;</li>
          <li>correct or update data that is wrong or incomplete;</li>
          <li>delete your account and data we no longer need to keep by law;</li>
          <li>withdraw a consent you gave, such as for marketing emails;</li>
          <li>nominate a person to exercise these rights if you cannot.</li>
        </ul>
        <p>
          Write to <a href={mailto("Privacy request")}>{SHOP.email}</a> from the email address of
          your account. We may ask you to confirm your identity first.
        </p>
      </Section>

      <Section id="children" title="9. Children">
        <p>
          Uphaar is meant for users over {PRIVACY.minimumAge} years of age. Users under 18 should
          use it with a parent or guardian, who places any order. We do not knowingly collect data
          from children under {PRIVACY.minimumAge}; if we learn that we have, we delete it.
        </p>
      </Section>

      <Section id="grievance-officer" title="10. Grievance Officer">
        <p>
          If you have a complaint about how we handle your personal data, or about content on this
          website, please contact our Grievance Officer:
        </p>
        <address className="mt-4 rounded-xl border border-neutral-200 bg-neutral-50 px-4 py-3 not-italic">
          <strong>Grievance Officer, Uphaar</strong>
          <br />
          {line1}, {line2}
          <br />
          {city}, {state} {pin}, {country}
          <br />
          Email: <a href={mailto("Grievance", SHOP.grievanceEmail)}>{SHOP.grievanceEmail}</a>
        </address>
        <p>
          We acknowledge every complaint within {PRIVACY.grievanceAcknowledgeHours} hours and
          resolve it within {PRIVACY.grievanceResolutionDays} days. If you are not satisfied with
          our answer, you may complain to the Data Protection Board of India.
        </p>
      </Section>

      <Section id="changes" title="11. Changes to this policy">
        <p>
          We may update this policy as our shop or the law changes. The current version is always on
          this page; if a change is significant, we will tell you by email or on the website. See
          also our <Link href={PATHS.termsOfUse}>Terms of Use</Link>.
        </p>
      </Section>
    </PolicyPage>
  );
}
