/**
 * schema.org data for the product page, as pure functions of the domain objects, so search
 * engines get price, availability and ratings in rich results.
 */
import { variantPath } from "@/lib/gifting/variant-view";
import { PATHS, categoryPath, productPath, subcategoryPath } from "@/lib/routing/paths";
import type { Product, Review } from "@/lib/types";

/** One step of the page's breadcrumb trail; `path` is site-relative, absent for the page itself. */
export interface Crumb {
  name: string;
  path?: string;
}

/** Home › Category › Subcategory › product, the trail the page shows and the JSON-LD states. */
export function productCrumbs(product: Product): Crumb[] {
  const crumbs: Crumb[] = [{ name: "Home", path: PATHS.home }];
  if (product.categoryName) {
    crumbs.push({
      name: product.categoryName,
      path: categoryPath(product.categoryName),
    });
  }
  if (product.subcategoryId && product.subcategoryName) {
    crumbs.push({
      name: product.subcategoryName,
      path: subcategoryPath(product.subcategoryId),
    });
  }
  crumbs.push({ name: product.title, path: productPath(product.id) });
  return crumbs;
}

const IN_STOCK = "https://schema.org/InStock";

function absolute(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).toString();
}

/** The mean rating to one decimal, or null when nobody has reviewed yet. */
export function averageRating(reviews: Pick<Review, "rating">[]): number | null {
  if (reviews.length === 0) return null;
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return Math.round((sum / reviews.length) * 10) / 10;
}

/**
 * A schema.org Product with its offer in INR, or one offer per variant (docs/gifting.md), each
 * at its own address; aggregateRating only when there are reviews.
 */
export function productJsonLd(product: Product, reviews: Review[], siteUrl: string) {
  const url = absolute(siteUrl, productPath(product.id));
  const average = averageRating(reviews);
  const offer = { "@type": "Offer", priceCurrency: "INR", availability: IN_STOCK };
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    image: product.images.map((image) => absolute(siteUrl, image.url)),
    description: product.description,
    sku: product.id,
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand } } : {}),
    ...(product.categoryName ? { category: product.categoryName } : {}),
    offers:
      product.variants.length > 0
        ? product.variants.map((variant) => ({
            ...offer,
            name: variant.label,
            sku: `${product.id}-${variant.id}`,
            price: variant.price,
            url: absolute(siteUrl, variantPath(product.id, variant.id)),
          }))
        : {
            "@type": "Offer",
            price: product.price,
            priceCurrency: "INR",
            availability: IN_STOCK,
            url,
          },
    ...(average !== null
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: average,
            reviewCount: reviews.length,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** A schema.org BreadcrumbList, positions counted from 1. */
export function breadcrumbJsonLd(crumbs: Crumb[], siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      ...(crumb.path ? { item: absolute(siteUrl, crumb.path) } : {}),
    })),
  };
}

/**
 * JSON for a <script type="application/ld+json">: `<` becomes \u003c so a product text holding
 * "</script>" cannot end the script early and inject markup.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
