"use client";

import { useGift } from "./gift-state";
import { MessageField } from "./message-field";
import { PhotoSlots } from "./photo-slots";

/**
 * What the shopper personalises the gift with (docs/gifting.md "Storefront"): the names it
 * prints, the message on the cake, the message card (with a small card preview) and the photos, as the product's spec
 * allows. Loaded only on pages of products that have a spec.
 */
export function PersonalisationFields() {
  const gift = useGift();
  const spec = gift?.product.personalisation;
  if (!gift || !spec) return null;
  return (
    <div className="flex flex-col gap-4">
      {spec.names?.labels.map((label, index) => (
        <MessageField
          key={label}
          kind="name"
          label={label}
          value={gift.names[index] ?? ""}
          onChange={(text) => gift.setName(index, text)}
          max={spec.names?.max}
          placeholder={NAME_EXAMPLES[index % NAME_EXAMPLES.length]}
          required
        />
      ))}
      {spec.cakeMessage && (
        <MessageField
          kind="cake"
          label="Message on cake"
          value={gift.cakeMessage}
          onChange={gift.setCakeMessage}
          placeholder="Happy Birthday Asha"
        />
      )}
      {spec.cardMessage && (
        <div className="flex flex-col gap-2">
          <MessageField
            kind="card"
            label="Message card"
            value={gift.cardMessage}
            onChange={gift.setCardMessage}
            placeholder="Write a few words for the card"
          />
          {gift.cardMessage.trim() && <CardPreview text={gift.cardMessage} />}
        </div>
      )}
      {spec.photos && <PhotoSlots />}
    </div>
  );
}

/** Examples in the name fields: a name as shoppers here write them. */
const NAME_EXAMPLES = ["Asha", "Rohan", "Meera", "Kabir"];

/** The card as it will read: a small folded card with the message. */
function CardPreview({ text }: { text: string }) {
  return (
    <figure
      aria-label="Preview of your card"
      className="max-w-xs rotate-[-1deg] rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 shadow-sm"
    >
      <p className="gift-script text-lg leading-snug break-words whitespace-pre-line text-neutral-800">
        {text}
      </p>
    </figure>
  );
}
