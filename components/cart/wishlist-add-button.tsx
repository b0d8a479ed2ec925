"use client";

import { SlidersHorizontal } from "@/components/ui/icons/sliders-horizontal";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { AddToCartButton } from "@/components/product/add-to-cart-button";
import { productPath } from "@/lib/routing/paths";
import type { CartProduct } from "@/lib/types";

/**
 * The backend's refusals of a gift added without its choices (docs/gifting.md, Cart): an
 * option to choose, or photos to add. Both are chosen on the product page.
 */
const NEEDS_CHOOSING = [/^Please choose one of this gift's options\./, /^Please add \d+ photo/];

/** Whether a gift cannot go into the cart as it is: it has options, or needs photos. */
function needsChoosing(product: CartProduct): boolean {
  return (product.variants?.length ?? 0) > 0 || (product.personalisation?.photos?.min ?? 0) > 0;
}

const buttonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-brand-600 px-3 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 active:bg-brand-800 aria-busy:cursor-wait";

/**
 * The wishlist's Add to Cart (docs/gifting.md, Storefront): a gift with options or photos is
 * chosen on its product page, so it links there ("Choose options"); any other goes into the
 * cart. A gift whose choices the wishlist did not know is refused by the backend, and the
 * shopper is taken to its page to choose.
 */
export function WishlistAddButton({
  product,
  className,
}: {
  product: CartProduct;
  className?: string;
}) {
  const router = useRouter();

  if (needsChoosing(product)) {
    return (
      <Link href={productPath(product.id)} className={[buttonClass, className].join(" ")}>
        <SlidersHorizontal className="size-5 shrink-0" aria-hidden />
        Choose options
        <span className="sr-only"> for {product.title}</span>
      </Link>
    );
  }

  return (
    <AddToCartButton
      product={product}
      compact
      className={className}
      onRefused={(error) => {
        if (NEEDS_CHOOSING.some((pattern) => pattern.test(error))) {
          router.push(productPath(product.id));
        }
      }}
    />
  );
}
