import Image from "next/image";
import Link from "next/link";
import { cartProductOf } from "@/lib/cart/lines";
import type { ProductSummary } from "@/lib/types";
import { PlaceholderPicture } from "./placeholder-picture";
import { Price } from "./price";
import { WishlistButton } from "./wishlist-button";

/** A card is never shown wider than this (CSS px); the 2x picture covers phones' dense screens. */
const CARD_PICTURE_PX = 320;

/**
 * One product in a grid or carousel: picture, title and price, all one link, with a wishlist
 * heart over the picture. A server component, so lists are complete HTML without JavaScript;
 * only the heart runs in the browser. A home page holds ~70 of these, so their markup is kept
 * lean: the styles are the `card-*` classes of app/globals.css, and the picture offers two
 * sizes (1x, 2x) instead of a srcset of every width.
 */
export function ProductCard({
  product,
  preload = false,
}: {
  product: ProductSummary;
  preload?: boolean;
}) {
  return (
    <div className="relative h-full">
      <Link href={`/products/${product.id}`} className="group card-link">
        <div className="card-picture">
          {product.image ? (
            <Image
              src={product.image.url}
              alt={product.image.alt}
              width={CARD_PICTURE_PX}
              height={CARD_PICTURE_PX}
              preload={preload}
              // A preloaded card is the page's largest paint: without this the browser asks
              // for it at low priority, behind the scripts (docs/performance.md).
              fetchPriority={preload ? "high" : undefined}
              className="card-image"
            />
          ) : (
            <PlaceholderPicture />
          )}
          {product.discount > 0 && <span className="card-badge">{product.discount}% off</span>}
        </div>
        <div className="card-body">
          <h3 className="card-title">{product.title}</h3>
          <Price
            price={product.price}
            oldPrice={product.oldPrice}
            discount={product.discount}
            className="mt-auto"
          />
        </div>
      </Link>
      <WishlistButton
        product={cartProductOf(product)}
        variant="icon"
        className="absolute top-2 right-2"
      />
    </div>
  );
}

// Still offered here for server components that import it with the card.
export { PlaceholderPicture };
