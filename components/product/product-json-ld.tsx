import { productJsonLd } from "@/lib/seo/product-jsonld";
import type { Product, Review } from "@/lib/types";
import { JsonLd } from "./json-ld";

/** The schema.org Product, emitted once reviews arrive so it can carry their rating. */
export async function ProductJsonLd({
  product,
  reviews,
  siteUrl,
}: {
  product: Product;
  reviews: Promise<Review[] | null>;
  siteUrl: string;
}) {
  return <JsonLd data={productJsonLd(product, (await reviews) ?? [], siteUrl)} />;
}
