import { serializeJsonLd } from "@/lib/seo/product-jsonld";

/** A schema.org block for search engines, escaped so product text cannot close the script. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
