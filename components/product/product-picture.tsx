import { OptimisedImg } from "@/components/ui/optimised-img";
import Link from "next/link";
import { PlaceholderPicture } from "./placeholder-picture";

/**
 * A picture filling its box (the box sets the size and shape), or the gift mark when there is
 * none. Decorative: the name next to it says what it shows.
 */
export function ProductPicture({
  src,
  sizes,
  className = "object-cover",
}: {
  src: string | null | undefined;
  sizes: string;
  className?: string;
}) {
  return src ? (
    <OptimisedImg src={src} alt="" fill sizes={sizes} className={className} />
  ) : (
    <PlaceholderPicture />
  );
}

/**
 * A product's picture as a second link to its page, left out of the tab order and hidden from
 * screen readers: the title's link is the one they meet.
 */
export function PictureLink({
  href,
  src,
  sizes,
  className,
  pictureClassName,
}: {
  href: string;
  src: string | null | undefined;
  sizes: string;
  className: string;
  pictureClassName?: string;
}) {
  return (
    <Link href={href} tabIndex={-1} aria-hidden className={className}>
      <ProductPicture src={src} sizes={sizes} className={pictureClassName} />
    </Link>
  );
}

/** A product's brand above its title, named for screen readers; nothing when it has none. */
export function BrandLine({ brand, className }: { brand: string; className: string }) {
  if (!brand) return null;
  return (
    <p className={className}>
      <span className="sr-only">Brand: </span>
      {brand}
    </p>
  );
}

/** The link a product's title makes to its page. */
export function TitleLink({ href, title }: { href: string; title: string }) {
  return (
    <Link
      href={href}
      className="rounded hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {title}
    </Link>
  );
}
