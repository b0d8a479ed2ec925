"use client";

import Link from "next/link";
import { preload as preloadResource } from "react-dom";
import { sizedImg } from "@/lib/images";
import { productPath } from "@/lib/routing/paths";
import type { CartProduct, ProductImage, ProductRating } from "@/lib/types";
import { CardEarliest } from "./card-earliest";
import { PlaceholderPicture } from "./placeholder-picture";
import { Price } from "./price";
import { WishlistHeart } from "./wishlist-heart";

/** A card is never shown wider than this (CSS px). */
const CARD_PICTURE_PX = 320;

/**
 * How wide a card is drawn, at most: half a phone's screen less its margin and the gap (a list's
 * two columns; a rail's cards are narrower, a related product's 160 px about as wide), else
 * CARD_PICTURE_PX. On a phone of 360–412 px at 2x the card's picture is then the 384 px one, not
 * the 640.
 */
const CARD_PICTURE_SIZES = `(min-width: 640px) ${CARD_PICTURE_PX}px, calc(50vw - 22px)`;

/**
 * The card's markup (see ProductCard in ./product-card.tsx, which is what pages render): a
 * client component only so that the RSC payload carries its props, not its element tree.
 * It keeps no state of its own; its HTML is rendered on the server like any other.
 *
 * Its styles are the `card-*` classes of app/globals.css (its picture and title styled as the
 * `card-picture`'s img and the `card-body`'s h3), and it has no wrapper or class it can do
 * without: a home page holds 72 cards, and every byte of one is paid 72 times.
 */
export function ProductCardView({
  product,
  preload = false,
}: {
  product: CartProduct;
  preload?: boolean;
}) {
  return (
    <div className="card">
      <Link href={productPath(product.id)} className="card-link">
        <div className="card-picture">
          {product.image ? (
            <CardPicture image={product.image} preload={preload} />
          ) : (
            <PlaceholderPicture />
          )}
          {product.discount > 0 && <span className="card-badge">{`${product.discount}% off`}</span>}
        </div>
        <div className="card-body">
          <h3>{product.title}</h3>
          {product.rating ? <CardRating rating={product.rating} /> : null}
          {product.earliest ? <CardEarliest rule={product.earliest} /> : null}
          <Price price={product.price} oldPrice={product.oldPrice} discount={product.discount} />
        </div>
      </Link>
      <WishlistHeart product={product} />
    </div>
  );
}

/**
 * The picture as two of next/image's optimised widths, in a plain `<img>`: the `<Image>` component
 * hydrates per picture (two contexts, refs, state and load handlers), and a home page hydrates
 * ~70 cards. The URLs come from lib/images.ts, not `getImageProps`, whose code would otherwise
 * be in the first load of every page with cards, and which would write eight widths a card.
 */
export function cardPictureProps(image: ProductImage, preload: boolean) {
  return {
    alt: image.alt,
    width: CARD_PICTURE_PX,
    height: CARD_PICTURE_PX,
    ...sizedImg(image.url, CARD_PICTURE_PX, CARD_PICTURE_SIZES, preload),
  };
}

function CardPicture({ image, preload }: { image: ProductImage; preload: boolean }) {
  const { src, srcSet, sizes, alt, ...props } = cardPictureProps(image, preload);
  // What <Image preload> does: a preload link in the head, found before the body is parsed. The
  // same srcset and sizes as the img's, so that React's own preload of a high-priority img is
  // this one.
  if (preload && src) {
    preloadResource(src, {
      as: "image",
      imageSrcSet: srcSet,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's own optimised URLs
    <img
      {...props}
      alt={alt}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      // A preloaded card is the page's largest paint: without this the browser asks for it at
      // low priority, behind the scripts (docs/performance.md).
      fetchPriority={preload ? "high" : undefined}
    />
  );
}

/**
 * The reviews' average and count, as Indian gift shops show them on a card: a small green
 * "4.6 ★" and "(128)". Text, not pictures: a home page draws ~70 cards.
 */
function CardRating({ rating }: { rating: ProductRating }) {
  const average = rating.average.toFixed(1);
  const reviews = `${rating.count} ${rating.count === 1 ? "review" : "reviews"}`;
  return (
    <p className="card-rating">
      <span className="sr-only">{`Rated ${average} out of 5, ${reviews}`}</span>
      <span aria-hidden>
        <b>{`${average} ★`}</b>
        {` (${rating.count})`}
      </span>
    </p>
  );
}
