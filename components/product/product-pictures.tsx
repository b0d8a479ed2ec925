import { getImageProps } from "next/image";
import type { ReactNode } from "react";
import type { ProductImage } from "@/lib/types";
import { ProductGallery, type GalleryPicture } from "./product-gallery";

// The main picture is the page's LCP: full width on phones, about half of the 1280 px container
// (less the thumbnail rail) on large screens.
const MAIN_SIZES = "(min-width: 1280px) 540px, (min-width: 1024px) 42vw, 100vw";

/**
 * Each picture's `<img>` attributes, main and thumbnail, from next/image's `getImageProps`. The
 * first main picture, the page's largest paint, is fetched at high priority; the others and
 * every thumbnail lazily (an eager thumbnail would be preloaded and compete with it).
 */
export function galleryPictures(images: ProductImage[]): GalleryPicture[] {
  return images.map((image, index) => ({
    url: image.url,
    main: getImageProps({
      src: image.url,
      alt: image.alt,
      fill: true,
      sizes: MAIN_SIZES,
      preload: index === 0,
      fetchPriority: index === 0 ? "high" : undefined,
      className: "object-cover",
      draggable: false,
    }).props,
    thumb: getImageProps({
      src: image.url,
      alt: "",
      fill: true,
      sizes: "72px",
      className: "object-cover",
    }).props,
  }));
}

/**
 * The product's pictures (ProductGallery), their `<img>` attributes worked out here on the
 * server, so the page's JavaScript carries no image component: the gallery only shows them.
 *
 * The first is preloaded from the head by React itself, which does so for an `<img>` at high
 * priority that is not lazy when it renders the page's HTML. A `preload()` call here would say
 * it again in the RSC payload, where the browser acts on it whenever the page is prefetched:
 * every product card a shopper scrolls past would fetch its product's 828 px picture.
 */
export function ProductPictures({
  images,
  title,
  overlay,
}: {
  images: ProductImage[];
  title: string;
  overlay?: ReactNode;
}) {
  return <ProductGallery pictures={galleryPictures(images)} title={title} overlay={overlay} />;
}
