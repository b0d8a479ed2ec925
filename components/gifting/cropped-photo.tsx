import { clsx } from "clsx";
import { CENTRED, cropBox, type Crop, type PrintArea } from "@giftshop/shared/print-crop";

/**
 * A photo drawn as its print shows it (docs/gifting.md "Placing a photo"): no state and no
 * handlers, so the cart, the order pages and the product page's preview render it wherever
 * they are, server or browser; the cropper (photo-crop.tsx) moves what it shows.
 */

export interface PhotoSize {
  width: number;
  height: number;
}

/** A heart that fills its box, as a mask: the outline a heart-shaped print cuts. */
const HEART_MASK =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 90' preserveAspectRatio='none'%3E%3Cpath d='M50 88C20 66 0 48 0 26 0 11 12 0 26 0c10 0 18 5 24 14C56 5 64 0 74 0c14 0 26 11 26 26 0 22-20 40-50 62z'/%3E%3C/svg%3E\")";

/** The outline of a print area, as classes and a mask for a heart. */
function printShapeStyle(area: PrintArea) {
  return {
    className: clsx(
      "relative overflow-hidden bg-neutral-100",
      area.shape === "round" ? "rounded-full" : area.shape === "rect" ? "rounded-lg" : "",
    ),
    style: {
      aspectRatio: String(area.aspect),
      ...(area.shape === "heart"
        ? {
            maskImage: HEART_MASK,
            maskSize: "100% 100%",
            WebkitMaskImage: HEART_MASK,
            WebkitMaskSize: "100% 100%",
          }
        : {}),
    },
  };
}

/**
 * A photo as the print shows it: the part `crop` chooses, in the print's shape. Decorative
 * where `alt` is empty (the preview on the product's picture); the shopper's own upload, so a
 * plain <img>, not next/image's shared cache.
 */
export function CroppedPhoto({
  src,
  photo,
  area,
  crop,
  alt,
  className,
}: {
  src: string;
  photo: PhotoSize;
  area: PrintArea;
  crop: Crop | undefined;
  alt: string;
  className?: string;
}) {
  const box = cropBox(photo, area, crop ?? CENTRED);
  const shape = printShapeStyle(area);
  return (
    <div className={clsx(shape.className, className)} style={shape.style}>
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={src}
        alt={alt}
        draggable={false}
        className="absolute max-w-none select-none"
        style={{
          width: `${box.width}%`,
          height: `${box.height}%`,
          left: `${box.left}%`,
          top: `${box.top}%`,
        }}
      />
    </div>
  );
}
