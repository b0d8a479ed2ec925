"use client";

import { getImageProps } from "next/image";
import Link from "next/link";
import { preload as preloadResource } from "react-dom";
import { productPath } from "@/lib/routing/paths";
import type { CartProduct, ProductImage, ProductRating } from "@/lib/types";
import { CardEarliest } from "./card-earliest";
import { PlaceholderPicture } from "./placeholder-picture";
import { Price } from "./price";
import { WishlistButton } from "./wishlist-button";

/** A card is never shown wider than this (CSS px); the 2x picture covers phones' dense screens. */
const CARD_PICTURE_PX = 320;

/**
 * The card's markup (see ProductCard in ./product-card.tsx, which is what pages render): a
 * client component only so that the RSC payload carries its props, not its element tree.
 * It keeps no state of its own; its HTML is rendered on the server like any other.
 *
 * The picture is next/image's optimised `<img>` from `getImageProps`, not the `<Image>`
 * component: that one hydrates per picture (two contexts, refs, state and load handlers),
 * and a home page hydrates ~70 cards. What a card needs of it is the 1x/2x srcset.
 */
export function ProductCardView({
  product,
  preload = false,
}: {
  product: CartProduct;
  preload?: boolean;
}) {
  return (
    <div className="relative h-full">
      <Link href={productPath(product.id)} className="group card-link">
        <div className="card-picture">
          {product.image ? (
            <CardPicture image={product.image} preload={preload} />
          ) : (
            <PlaceholderPicture />
          )}
          {product.discount > 0 && <span className="card-badge">{product.discount}% off</span>}
        </div>
        <div className="card-body">
          <h3 className="card-title">{product.title}</h3>
          {product.rating ? <CardRating rating={product.rating} /> : null}
          {product.earliest ? <CardEarliest rule={product.earliest} /> : null}
          <Price
            price={product.price}
            oldPrice={product.oldPrice}
            discount={product.discount}
            className="mt-auto"
          />
        </div>
      </Link>
      <WishlistButton product={product} variant="icon" className="absolute top-2 right-2" />
    </div>
  );
}

function CardPicture({ image, preload }: { image: ProductImage; preload: boolean }) {
  const { props } = getImageProps({
    src: image.url,
    alt: image.alt,
    width: CARD_PICTURE_PX,
    height: CARD_PICTURE_PX,
    preload,
    // A preloaded card is the page's largest paint: without this the browser asks for it at
    // low priority, behind the scripts (docs/performance.md).
    fetchPriority: preload ? "high" : undefined,
    className: "card-image",
  });
  // What <Image preload> does: a preload link in the head, found before the body is parsed.
  if (preload && props.src) {
    preloadResource(props.src, { as: "image", imageSrcSet: props.srcSet, fetchPriority: "high" });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props
  return <img {...props} />;
}

/**
 * The reviews' average and count, as Indian gift shops show them on a card: a small green
 * "4.6 ★" and "(128)". Text, not pictures: a home page draws ~70 cards.
 */
function CardRating({ rating }: { rating: ProductRating }) {
  const reviews = `${rating.count} ${rating.count === 1 ? "review" : "reviews"}`;
  return (
    <p className="card-rating">
      <span className="sr-only">{`Rated ${rating.average.toFixed(1)} out of 5, ${reviews}`}</span>
      <span aria-hidden>{rating.average.toFixed(1)} ★</span>
      <span aria-hidden>({rating.count})</span>
    </p>
  );
}
