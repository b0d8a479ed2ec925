import { cartProductOf } from "@/lib/cart/lines";
import type { ProductSummary } from "@/lib/types";
import { ProductCardView } from "./product-card-view";

/**
 * One product in a grid or carousel: picture, title and price, all one link, with a wishlist
 * heart over the picture. A server component's markup travels twice, as HTML and as its
 * React tree in the RSC payload, and a home page holds ~70 cards: so the markup is a client
 * component (./product-card-view.tsx) and the payload carries each card's product, trimmed
 * here to the fields the card and the wishlist use (~0.5 kB), instead of its element tree
 * (~1.7 kB). The HTML is the same, rendered on the server (docs/performance.md).
 */
export function ProductCard({
  product,
  preload = false,
}: {
  product: ProductSummary;
  preload?: boolean;
}) {
  return <ProductCardView product={cartProductOf(product)} preload={preload} />;
}
