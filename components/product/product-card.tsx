import Image from "next/image";
import Link from "next/link";
import { cartProductOf } from "@/lib/cart/lines";
import type { ProductSummary } from "@/lib/types";
import { Price } from "./price";
import { WishlistButton } from "./wishlist-button";

/**
 * One product in a grid or carousel: picture, title and price, all one link, with a wishlist
 * heart over the picture. A server component, so lists are complete HTML without JavaScript;
 * only the heart runs in the browser.
 */
export function ProductCard({
  product,
  preload = false,
  sizes = "(min-width: 1280px) 20vw, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw",
}: {
  product: ProductSummary;
  preload?: boolean;
  sizes?: string;
}) {
  return (
    <div className="relative h-full">
      <Link
        href={`/products/${product.id}`}
        className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-neutral-200 transition hover:shadow-lg hover:ring-brand-200 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
      >
        <div className="relative aspect-square overflow-hidden bg-brand-50">
          {product.image ? (
            <Image
              src={product.image.url}
              alt={product.image.alt}
              fill
              sizes={sizes}
              preload={preload}
              className="object-cover transition duration-300 group-hover:scale-105"
            />
          ) : (
            <PlaceholderPicture />
          )}
          {product.discount > 0 && (
            <span className="absolute top-2 left-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
              {product.discount}% off
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3">
          <h3 className="line-clamp-2 text-sm font-medium text-neutral-800 group-hover:text-brand-700">
            {product.title}
          </h3>
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

/** Shown where a product has no picture: the brand's gift mark on a soft background. */
export function PlaceholderPicture() {
  return (
    <div className="flex h-full w-full items-center justify-center text-brand-200" aria-hidden>
      <svg viewBox="0 0 24 24" className="h-1/3 w-1/3" fill="none" stroke="currentColor">
        <path
          strokeWidth="1.5"
          d="M20 12v9H4v-9M2 7h20v5H2zM12 21V7m0 0H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7zm0 0h4.5a2.5 2.5 0 0 0 0-5C13 2 12 7 12 7z"
        />
      </svg>
    </div>
  );
}
