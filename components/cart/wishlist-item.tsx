"use client";

import { X } from "@/components/ui/icons/x";
import { BrandLine, PictureLink, TitleLink } from "@/components/product/product-picture";
import { Price } from "@/components/product/price";
import { discountPercent } from "@giftshop/shared/money";
import { productPath } from "@/lib/routing/paths";
import { useCart } from "@/lib/stores/cart";
import type { CartProduct } from "@/lib/types";
import { WishlistAddButton } from "./wishlist-add-button";

/**
 * One wishlist entry: picture, title, price, a remove icon and Add to Cart (docs/contract.md,
 * Screens: Wishlist), or Choose options for a gift chosen on its page (docs/gifting.md).
 */
export function WishlistItem({ product }: { product: CartProduct }) {
  const href = productPath(product.id);
  return (
    <li className="relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200">
      <PictureLink
        href={href}
        src={product.image?.url}
        sizes="(min-width: 1024px) 240px, (min-width: 768px) 30vw, 50vw"
        className="group relative block aspect-square overflow-hidden bg-brand-50"
        pictureClassName="object-cover transition duration-300 group-hover:scale-105"
      />
      <button
        type="button"
        aria-label={`Remove ${product.title} from wishlist`}
        title="Remove"
        onClick={() => void useCart.getState().toggleWishlist(product)}
        className="absolute top-2 right-2 flex size-9 items-center justify-center rounded-full bg-white/95 text-neutral-600 shadow-md ring-1 ring-neutral-900/5 transition hover:text-red-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 active:scale-95"
      >
        <X aria-hidden className="size-[1.125rem]" strokeWidth={2.25} />
      </button>

      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <BrandLine
          brand={product.brand}
          className="truncate text-[0.6875rem] font-semibold tracking-wider text-brand-700 uppercase"
        />
        <h2 className="line-clamp-2 text-sm leading-snug font-medium text-neutral-900">
          <TitleLink href={href} title={product.title} />
        </h2>
        <Price
          price={product.price}
          oldPrice={product.oldPrice}
          discount={discountPercent(product.price, product.oldPrice)}
          className="mt-auto pt-1"
        />
        <WishlistAddButton product={product} className="mt-2 w-full" />
      </div>
    </li>
  );
}
