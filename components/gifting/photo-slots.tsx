"use client";

import { clsx } from "clsx";
import { ImagePlus } from "@/components/ui/icons/image-plus";
import { LoaderCircle } from "@/components/ui/icons/loader-circle";
import { TriangleAlert } from "@/components/ui/icons/triangle-alert";
import { X } from "@/components/ui/icons/x";
import Link from "next/link";
import { useId, useState, type ChangeEvent } from "react";
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from "@giftshop/shared/gifting";
import { CENTRED, type Crop } from "@giftshop/shared/print-crop";
import { uploadPhoto } from "@/lib/api/photos";
import { loginPath } from "@/lib/routing/paths";
import { useSession } from "@/lib/stores/session";
import { photoUrl } from "./gift-details";
import { useGift, type PhotoUpload } from "./gift-state";
import { PhotoCrop } from "./photo-crop";

const TOO_LARGE = "The photo is larger than 10 MB. Please choose a smaller one.";
const FAILED = "Could not upload your photo. Please try again.";

/** An instant local picture of the chosen file, where the browser can make one. */
function localPreview(file: File): string | null {
  return typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : null;
}

/**
 * The photos a gift is printed with (docs/gifting.md "Photos"): a slot per photo up to the
 * product's most, each uploaded through the BFF as soon as it is chosen, with its thumbnail,
 * the backend's low-resolution warning (a warning, not a refusal) and Remove. Only a signed-in
 * shopper can upload; a visitor is offered the login, back to this page.
 */
export function PhotoSlots() {
  const gift = useGift();
  const status = useSession((state) => state.status);
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const spec = gift?.product.personalisation?.photos;
  if (!gift || !spec) return null;
  const print = spec.print;
  const { photos, setPhotos, product, variant } = gift;
  const here = variant
    ? `/products/${product.id}?variant=${variant.id}`
    : `/products/${product.id}`;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file || uploading) return;
    setError(null);
    // The backend checks again; this spares a shopper on a slow line a 10 MB round trip.
    if (file.size > PHOTO_MAX_BYTES) {
      setError(TOO_LARGE);
      return;
    }
    setUploading(true);
    const result = await uploadPhoto(file);
    setUploading(false);
    if (!result.ok) {
      if (result.problem === "signed-out") setSignedOut(true);
      else setError(result.error ?? FAILED);
      return;
    }
    const { upload, warning } = result.value;
    const added: PhotoUpload = {
      ref: upload,
      warning,
      preview: localPreview(file),
      crop: CENTRED,
    };
    setPhotos((current) => [...current, added].slice(0, spec.max));
  };

  const recrop = (index: number, crop: Crop) =>
    setPhotos((current) => current.map((photo, at) => (at === index ? { ...photo, crop } : photo)));

  const remove = (index: number) => {
    const preview = photos[index]?.preview;
    if (preview?.startsWith("blob:")) URL.revokeObjectURL(preview);
    setPhotos((current) => current.filter((_, at) => at !== index));
  };

  const visitor = status === "anonymous" || signedOut;
  const heading = spec.max === 1 ? "Your photo" : `Your photos (up to ${spec.max})`;

  return (
    <section aria-labelledby={`${inputId}-heading`} className="flex flex-col gap-2">
      <h2 id={`${inputId}-heading`} className="text-sm font-semibold text-neutral-900">
        {heading}
      </h2>
      <ul className="flex flex-col gap-2">
        {photos.map((photo, index) => (
          <li
            key={photo.ref.id}
            className={clsx(
              "rounded-xl p-2 ring-1 ring-neutral-200",
              print ? "flex flex-col gap-2" : "flex items-start gap-3",
            )}
          >
            {!print && (
              // The shopper's own upload, private to them: not for next/image's shared cache.
              // eslint-disable-next-line @next/next/no-img-element
              <img
                src={photo.preview ?? photoUrl(photo.ref.id)}
                alt={`Your photo ${index + 1}`}
                width={56}
                height={56}
                className="size-14 shrink-0 rounded-lg object-cover"
              />
            )}
            <div className="flex min-w-0 flex-1 items-start gap-3">
              <div className="min-w-0 flex-1 text-sm">
                <p className="text-neutral-800">{`Photo ${index + 1} added`}</p>
                {print && index === 0 && (
                  <p className="mt-1 text-xs text-neutral-600">
                    Drag the photo to place it in the print; zoom to fill it.
                  </p>
                )}
                {photo.warning && (
                  <p className="mt-1 flex gap-1 text-xs text-amber-800">
                    <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden />
                    {photo.warning}
                  </p>
                )}
              </div>
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={`Remove photo ${index + 1}`}
                className="-mt-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-neutral-600 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X className="size-5" aria-hidden />
              </button>
            </div>
            {print && (
              <PhotoCrop
                src={photo.preview ?? photoUrl(photo.ref.id)}
                photo={photo.ref}
                area={print}
                crop={photo.crop}
                onChange={(crop) => recrop(index, crop)}
                label={`Your photo ${index + 1} in the print`}
              />
            )}
          </li>
        ))}
      </ul>
      {visitor ? (
        <Link
          href={loginPath(here)}
          className="ring-brand-300 inline-flex min-h-11 items-center gap-2 self-start rounded-xl px-4 text-sm font-semibold text-brand-700 ring-1 hover:bg-brand-50"
        >
          <ImagePlus className="size-5" aria-hidden />
          Log in to add your photo
        </Link>
      ) : (
        photos.length < spec.max && (
          <label
            htmlFor={inputId}
            aria-busy={uploading || undefined}
            className="ring-brand-300 inline-flex min-h-11 cursor-pointer items-center gap-2 self-start rounded-xl px-4 text-sm font-semibold text-brand-700 ring-1 hover:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600 aria-busy:cursor-wait"
          >
            {uploading ? (
              <LoaderCircle className="size-5 animate-spin" aria-hidden />
            ) : (
              <ImagePlus className="size-5" aria-hidden />
            )}
            {uploading ? "Uploading…" : "Add photo"}
            <input
              id={inputId}
              type="file"
              accept={PHOTO_TYPES.join(",")}
              disabled={uploading}
              onChange={(event) => void choose(event)}
              className="sr-only"
            />
          </label>
        )
      )}
      <p aria-live="polite" className="sr-only">
        {uploading ? "Uploading your photo…" : ""}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
