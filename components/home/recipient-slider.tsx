import { OptimisedImg } from "@/components/ui/optimised-img";
import Link from "next/link";
import { Carousel } from "@/components/ui/carousel";
import { RECIPIENT_PAGES, type RecipientPage } from "@giftshop/shared/recipients";
import { recipientPath } from "@/lib/routing/paths";
import { SectionHeading } from "./section-heading";

/** docs/contract.md, Constants: the relationship slider moves every 2.5 seconds. */
const RECIPIENT_AUTOPLAY_MS = 2500;

const TITLE = "For Every Relationship";

/** The 'For Every Relationship' slider: a round picture per recipient page (/wife …). */
export function RecipientSlider() {
  return (
    <section className="below-fold mx-auto w-full max-w-7xl px-4 [--fold-h:226px] sm:[--fold-h:287px] lg:[--fold-h:322px]">
      <div className="rounded-3xl bg-brand-50 px-4 py-6 sm:px-8 sm:py-10">
        {/* pr-8 keeps the heading clear of the carousel's pause button, which sits on its row */}
        <SectionHeading
          title={TITLE}
          subtitle="Find the perfect gift for everyone you love"
          className="pr-8"
        />
        <Carousel
          label={TITLE}
          autoplayMs={RECIPIENT_AUTOPLAY_MS}
          loop
          slideClassName="tile-slide"
          containerClassName="-ml-3 sm:-ml-4"
        >
          {RECIPIENT_PAGES.map((page) => (
            <RecipientTile key={page.slug} page={page} />
          ))}
        </Carousel>
      </div>
    </section>
  );
}

/** A recipient's round picture and name; its styles are the `person-*` classes of app/globals.css. */
function RecipientTile({ page }: { page: RecipientPage }) {
  return (
    <Link href={recipientPath(page.slug)} className="person-link">
      <span className="person-picture">
        {/* Pre-rendered at 320 px (scripts/render-banners.ts): enough for the largest tile at 2x. */}
        <OptimisedImg
          src={page.image}
          alt=""
          width={320}
          height={320}
          unoptimized
          className="person-image"
        />
      </span>
      <span className="person-name">{page.label}</span>
    </Link>
  );
}
