import type { PrintArea } from "@giftshop/shared/print-crop";
import type { OrderedVariant, PersonalisationView } from "@/lib/types";
import { CroppedPhoto } from "./cropped-photo";

/** Where the browser reads an uploaded photo: the BFF, which forwards the shopper's session. */
export const photoUrl = (id: string) => `/api/photos/${encodeURIComponent(id)}`;

/** One of the shopper's uploaded photos, `size` pixels square, named by its place among them. */
export function GiftPhoto({
  id,
  index,
  size,
  lazy = false,
  className,
}: {
  id: string;
  index: number;
  size: number;
  lazy?: boolean;
  className: string;
}) {
  return (
    // The shopper's own upload, served privately by the BFF: not for next/image's cache.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={photoUrl(id)}
      alt={`Your photo ${index + 1}`}
      width={size}
      height={size}
      loading={lazy ? "lazy" : undefined}
      className={className}
    />
  );
}

/**
 * Under a cart, summary or order line: the variant bought, the messages and the photos
 * (docs/gifting.md). Nothing for a plain line.
 */
export function GiftDetails({
  variant,
  personalisation,
  print,
  className,
}: {
  variant: Pick<OrderedVariant, "label"> | null;
  personalisation: PersonalisationView | null;
  /** The print's shape, where the line knows its product: photos then show as placed. */
  print?: PrintArea;
  className?: string;
}) {
  const cake = personalisation?.cakeMessage ?? "";
  const card = personalisation?.cardMessage ?? "";
  const photos = personalisation?.photos ?? [];
  const names = (personalisation?.names ?? []).filter(Boolean);
  if (!variant && !cake && !card && photos.length === 0 && names.length === 0) return null;
  return (
    <dl className={["space-y-0.5 text-xs text-gray-600", className].filter(Boolean).join(" ")}>
      {variant ? (
        <div className="flex gap-1">
          <dt className="sr-only">Option</dt>
          <dd className="font-medium text-gray-800">{variant.label}</dd>
        </div>
      ) : null}
      {names.length > 0 ? (
        <div className="flex gap-1">
          <dt className="shrink-0">{names.length === 1 ? "Name:" : "Names:"}</dt>
          <dd className="min-w-0 font-medium break-words text-gray-800">
            {names.map((name) => `“${name}”`).join(", ")}
          </dd>
        </div>
      ) : null}
      {cake ? (
        <div className="flex gap-1">
          <dt className="shrink-0">On the cake:</dt>
          <dd className="min-w-0 font-medium break-words text-gray-800">“{cake}”</dd>
        </div>
      ) : null}
      {card ? (
        <div className="flex gap-1">
          <dt className="shrink-0">Card:</dt>
          <dd className="line-clamp-2 min-w-0 break-words whitespace-pre-line text-gray-800">
            “{card}”
          </dd>
        </div>
      ) : null}
      {photos.length > 0 ? (
        <div className="flex items-center gap-1.5">
          <dt className="shrink-0">
            {photos.length === 1 ? "Photo:" : `Photos (${photos.length}):`}
          </dt>
          <dd className="flex gap-1">
            {photos.map((photo, index) =>
              print ? (
                <CroppedPhoto
                  key={photo.id}
                  src={photoUrl(photo.id)}
                  photo={photo}
                  area={print}
                  crop={personalisation?.crops?.[index]}
                  alt={`Your photo ${index + 1}`}
                  className="h-8 border border-gray-200"
                />
              ) : (
                <GiftPhoto
                  key={photo.id}
                  id={photo.id}
                  index={index}
                  size={32}
                  lazy
                  className="h-8 w-8 rounded border border-gray-200 object-cover"
                />
              ),
            )}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
