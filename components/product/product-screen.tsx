import type { Metadata } from "next";
import { Suspense } from "react";
import { AddToCartButton } from "@/components/product/add-to-cart-button";
import { Breadcrumbs } from "@/components/product/breadcrumbs";
import {
  GiftFields,
  GiftMissingNotice,
  GiftPreviewSlot,
  GiftPrice,
  VariantChoices,
} from "@/components/gifting/gift-panel";
import { GiftStateProvider } from "@/components/gifting/gift-state";
import { DeliveryPromise } from "@/components/product/delivery-promise";
import { JsonLd } from "@/components/product/json-ld";
import { Price } from "@/components/product/price";
import { ProductDetails } from "@/components/product/product-details";
import { ProductHighlights } from "@/components/product/product-highlights";
import { ProductPictures } from "@/components/product/product-pictures";
import { ProductJsonLd } from "@/components/product/product-json-ld";
import { ProductReviews, ProductReviewsSkeleton } from "@/components/product/product-reviews";
import { ProductTabs } from "@/components/product/product-tabs";
import { PurchasePanel } from "@/components/product/purchase-panel";
import { RatingSummary } from "@/components/product/rating-summary";
import { RelatedProducts, RelatedProductsSkeleton } from "@/components/product/related-products";
import { ReviewFormSlot } from "@/components/product/review-form-slot";
import { ServicePromises } from "@/components/product/service-promises";
import { WishlistButton } from "@/components/product/wishlist-button";
import { getProduct, getRelatedProducts, getReviews, isProductId } from "@/lib/backend/catalogue";
import { REVIEWS_ABSENT } from "@/lib/backend/reviews";
import { BackendError } from "@/lib/backend/fetch";
import { keepLastGoodCopy } from "@/lib/backend/last-good-copy";
import { cartProductOf } from "@/lib/cart/lines";
import type { CheckedDelivery } from "@/lib/delivery/choice";
import { env } from "@/lib/env";
import { productPath } from "@/lib/routing/paths";
import { breadcrumbJsonLd, productCrumbs } from "@/lib/seo/product-jsonld";
import type { Product, Review } from "@/lib/types";

/**
 * The product page's body, shared by `/products/{id}` (cached for every visitor) and its
 * pincode twin (`app/(product)/pincode-view/[id]/[pin]`, rendered per request with the delivery answer
 * for the shopper's pincode: docs/delivery.md "The storefront").
 */

/** A product page's reads: the product, and its reviews and related gifts streaming behind it. */
export interface ProductPageData {
  product: Product;
  reviews: Promise<Review[] | null>;
  /** Whether the backend takes reviews (the original has none): else the page offers no form. */
  reviewsTaken: Promise<boolean>;
  related: Promise<Product[] | null>;
}

/**
 * Reads a product page's data; null for an id that cannot be a product's (no backend call) or
 * that the backend does not know.
 */
export async function loadProductPage(id: string): Promise<ProductPageData | null> {
  // Reviews and related are asked for before the product is known, so a text that cannot be
  // a product id stops here, before it reaches the backend as one.
  if (!isProductId(id)) return null;
  // Reviews and related start with the product, not after it; they stream in behind it.
  const read = settle(getReviews(id), "reviews");
  const reviews = read.then((answer) => answer?.reviews ?? null);
  // Reviews that could not be read say so, beside the form: the backend may still take one.
  const reviewsTaken = read.then((answer) => answer?.taken ?? true);
  const related = settle(getRelatedProducts(id), "related products");
  const product = await getProduct(id);
  return product ? { product, reviews, reviewsTaken, related } : null;
}

/** Title, description, canonical URL (always /products/{id}) and share picture of the product. */
export async function productPageMetadata(id: string): Promise<Metadata> {
  const product = await getProduct(id);
  if (!product) return { title: "Gift not found", robots: { index: false } };
  const path = productPath(product.id);
  const description = metaDescription(product.description, product.title);
  return {
    title: product.title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      url: path,
      title: product.title,
      description,
      images: product.image ? [{ url: product.image.url, alt: product.image.alt }] : undefined,
    },
    twitter: { card: "summary_large_image" },
  };
}

/**
 * The product first; its rating, reviews and related gifts stream in. `delivery`: the shop
 * delivers by pincode, so the delivery check (with the server's answer, when it had one)
 * replaces the contract's delivery promise; null: the contract's page as it is. A gift with
 * variants or personalisation (docs/gifting.md) gets the chooser and the fields, `variantId`
 * chosen (the first variant when it names none the product has); any other product the
 * contract's page as it is.
 */
export function ProductScreen({
  variantId = null,
  ...page
}: ProductPageData & {
  delivery: { initial: CheckedDelivery | null } | null;
  variantId?: string | null;
}) {
  const { product } = page;
  const screen = <ProductBody {...page} />;
  if (product.variants.length === 0 && !product.personalisation) return screen;
  const gift = {
    id: product.id,
    variants: product.variants,
    personalisation: product.personalisation,
  };
  return (
    <GiftStateProvider product={gift} initialVariantId={variantId}>
      {screen}
    </GiftStateProvider>
  );
}

function ProductBody({
  product,
  reviews,
  reviewsTaken,
  related,
  delivery,
}: ProductPageData & { delivery: { initial: CheckedDelivery | null } | null }) {
  const crumbs = productCrumbs(product);
  // Only what a cart line shows crosses to the browser buttons, not the whole description.
  const cartProduct = cartProductOf(product);
  const siteUrl = env().SITE_URL;
  const isGift = product.variants.length > 0 || product.personalisation !== null;

  return (
    <div className="mx-auto max-w-7xl px-4 pt-3 pb-12 sm:pt-5">
      <JsonLd data={breadcrumbJsonLd(crumbs, siteUrl)} />
      <Suspense>
        <ProductJsonLd product={product} reviews={reviews} siteUrl={siteUrl} />
      </Suspense>

      <Breadcrumbs crumbs={crumbs} />

      <div className="mt-3 grid grid-cols-1 gap-6 lg:mt-6 lg:grid-cols-2 lg:items-start lg:gap-12">
        <div className="lg:sticky lg:top-4">
          <ProductPictures
            images={product.images}
            title={product.title}
            overlay={isGift ? <GiftPreviewSlot /> : undefined}
          />
        </div>

        <div className="flex flex-col gap-5">
          <div>
            {product.brand && (
              <p className="mb-1 text-xs font-semibold tracking-wider text-brand-700 uppercase">
                <span className="sr-only">Brand: </span>
                {product.brand}
              </p>
            )}
            <h1 className="text-2xl leading-tight font-bold text-balance text-neutral-900 sm:text-3xl">
              {product.title}
            </h1>
            <div className="mt-2 min-h-6">
              <Suspense>
                <RatingSummary reviews={reviews} />
              </Suspense>
            </div>
          </div>

          <div className="border-t border-neutral-200 pt-4">
            {isGift ? (
              <GiftPrice
                price={product.price}
                oldPrice={product.oldPrice}
                discount={product.discount}
              />
            ) : (
              <Price
                price={product.price}
                oldPrice={product.oldPrice}
                discount={product.discount}
                size="lg"
              />
            )}
            <p className="mt-1 text-xs text-neutral-500">Inclusive of all taxes</p>
          </div>

          <ProductHighlights product={product} />

          {isGift && (
            <>
              <VariantChoices />
              <GiftFields />
              <GiftMissingNotice />
            </>
          )}

          {delivery ? (
            <PurchasePanel product={cartProduct} initial={delivery.initial} />
          ) : (
            <>
              <div className="grid grid-cols-2 gap-3">
                <WishlistButton product={cartProduct} />
                <AddToCartButton product={cartProduct} />
              </div>
              <DeliveryPromise />
            </>
          )}
          <ServicePromises />
        </div>
      </div>

      <div className="mt-10 lg:mt-14">
        <ProductTabs
          tabs={[
            {
              value: "description",
              label: "Description",
              content: <Description text={product.description} />,
            },
            {
              value: "details",
              label: "Product Details",
              content: <ProductDetails product={product} />,
            },
            {
              value: "reviews",
              label: "Reviews",
              content: (
                <Suspense fallback={<ProductReviewsSkeleton />}>
                  <ReviewsPanel
                    productId={product.id}
                    reviews={reviews}
                    reviewsTaken={reviewsTaken}
                  />
                </Suspense>
              ),
            },
          ]}
        />
      </div>

      <Suspense fallback={<RelatedProductsSkeleton />}>
        <RelatedProducts products={related} />
      </Suspense>
    </div>
  );
}

function Description({ text }: { text: string }) {
  if (!text.trim()) {
    return <p className="text-neutral-600">No description for this gift yet.</p>;
  }
  return <p className="max-w-3xl leading-relaxed whitespace-pre-line text-neutral-700">{text}</p>;
}

/** Search snippets stop near 155 characters; cut at a word so the snippet reads whole. */
function metaDescription(description: string, title: string): string {
  const text = description.replace(/\s+/g, " ").trim();
  if (!text) return `${title}, delivered across India by Uphaar. Same-day delivery before 12 PM.`;
  if (text.length <= 155) return text;
  const cut = text.slice(0, 154);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 100 ? cut.lastIndexOf(" ") : 154)}…`;
}

/**
 * A streamed part's failure must not take the product down (docs/contract.md, Messages: catalogue
 * failures are silent). A 4xx only means the product is unknown, which notFound() already answers.
 */
/**
 * The Reviews tab: the reviews beside the form to write one, or, on a backend that keeps no
 * reviews, a plain line in place of both.
 */
async function ReviewsPanel({
  productId,
  reviews,
  reviewsTaken,
}: Pick<ProductPageData, "reviews" | "reviewsTaken"> & { productId: string }) {
  const heading = (
    <h2 id="reviews-heading" className="mb-4 text-lg font-bold text-neutral-900">
      Customer reviews
    </h2>
  );
  if (!(await reviewsTaken)) {
    return (
      <section aria-labelledby="reviews-heading">
        {heading}
        <p className="rounded-xl bg-neutral-50 p-4 text-sm text-neutral-600">{REVIEWS_ABSENT}</p>
      </section>
    );
  }
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-12">
      <section aria-labelledby="reviews-heading">
        {heading}
        <ProductReviews reviews={reviews} />
      </section>
      <ReviewFormSlot productId={productId} />
    </div>
  );
}

function settle<T>(pending: Promise<T>, what: string): Promise<T | null> {
  return pending.catch(async (error: unknown) => {
    if (!(error instanceof BackendError && error.status < 500)) {
      console.error(`[product page] ${what} could not be loaded:`, error);
      // A cached page keeps its last copy rather than caching the gap for 5 minutes.
      await keepLastGoodCopy();
    }
    return null;
  });
}
