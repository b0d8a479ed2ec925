import { productPage } from "../../product-page";

export { generateMetadata } from "../../product-page";

type Props = { params: Promise<{ id: string }> };

// Each product page is rendered on its first visit, then served from the cache and
// regenerated at most every minute, the edge's s-maxage (at once when its reviews or the
// catalogue change, through their tags; docs/scale-out.md "How fresh"). The number is
// CACHE_LIFE.cataloguePage (lib/cache-life.ts), written out because Next reads it as written.
// No product is prerendered at build, so a build neither needs nor waits for the catalogue.
// A shopper who has given a pincode gets the pincode twin instead (app/(product)/pincode-view).
export const revalidate = 60;
export function generateStaticParams(): { id: string }[] {
  return [];
}

/** /products/{id}: the product, with the delivery check (no answer yet) where the shop has one. */
export default async function ProductPage({ params }: Props) {
  const { id } = await params;
  return productPage(id);
}
