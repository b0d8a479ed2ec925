"use client";

import { photoUrl } from "./gift-details";
import { useGift } from "./gift-state";
import { CroppedPhoto } from "./cropped-photo";

/**
 * The personalisation drawn on the product's picture (docs/gifting.md "Storefront"): a
 * one-photo gift's photo in its print's shape, placed as the shopper placed it, the names written across the gift, the
 * cake message piped across the cake's centre, cut short with an ellipsis where it runs past the cake. Decorative: the fields
 * say the same in words.
 */
export function GiftPreview() {
  const gift = useGift();
  if (!gift) return null;
  // One photo shows on the picture, in its print's shape; a gift of several (a collage, a
  // family tree) shows them in their slots, where each is placed.
  const print = gift.product.personalisation?.photos?.print;
  const photo =
    print && gift.product.personalisation?.photos?.max === 1 ? gift.photos[0] : undefined;
  const message = gift.product.personalisation?.cakeMessage ? gift.cakeMessage.trim() : "";
  const names = gift.names.map((name) => name.trim()).filter(Boolean);
  if (!photo && !message && names.length === 0) return null;
  return (
    <div
      aria-hidden
      data-gift-preview
      className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center gap-3"
    >
      {photo && print && (
        <CroppedPhoto
          src={photo.preview ?? photoUrl(photo.ref.id)}
          photo={photo.ref}
          area={print}
          crop={photo.crop}
          alt=""
          className={print.aspect >= 1 ? "w-[46%] shadow-lg" : "w-[36%] shadow-lg"}
        />
      )}
      {names.length > 0 && (
        <p
          data-gift-names
          className="gift-script flex max-w-[70%] flex-wrap justify-center gap-x-3 rounded-2xl bg-white/60 px-4 py-1 text-center text-3xl text-brand-800 [text-shadow:0_0_12px_rgb(255_255_255/0.9)] sm:text-4xl"
        >
          {names.map((name, index) => (
            <span key={index} className="max-w-full truncate">
              {name}
            </span>
          ))}
        </p>
      )}
      {message && (
        <p className="gift-script max-w-[62%] truncate rounded-full bg-white/55 px-4 py-1 text-center text-2xl text-rose-900 [text-shadow:0_1px_0_rgb(255_255_255/0.9)] sm:text-3xl">
          {message}
        </p>
      )}
    </div>
  );
}
