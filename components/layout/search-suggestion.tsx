"use client";

import { clsx } from "clsx";
import { getImageProps } from "next/image";
import { useState } from "react";
import { PlaceholderPicture } from "@/components/product/placeholder-picture";
import type { SearchSuggestion } from "@/lib/types";

/** What one search suggestion shows: picture, title, then category › subcategory. */
export function SuggestionContent({
  suggestion,
  active,
}: {
  suggestion: SearchSuggestion;
  active: boolean;
}) {
  // A picture the image service cannot deliver shows the placeholder, not a broken icon.
  const [failed, setFailed] = useState(false);
  return (
    <>
      <span className="relative size-10 shrink-0 overflow-hidden rounded-lg bg-brand-50 [&_svg]:size-5 [&>div]:text-brand-500">
        {suggestion.image && !failed ? (
          <SuggestionPicture src={suggestion.image} onError={() => setFailed(true)} />
        ) : (
          <PlaceholderPicture />
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span
          className={clsx(
            "block truncate text-sm font-medium",
            active ? "text-brand-700" : "text-neutral-900",
          )}
        >
          {suggestion.title}
        </span>
        <span className="block truncate text-xs text-neutral-500">
          <span>{suggestion.categoryName}</span>
          {suggestion.subcategoryName && (
            <>
              <span aria-hidden className="mx-1.5 text-neutral-300">
                ›
              </span>
              <span className="sr-only">, </span>
              <span>{suggestion.subcategoryName}</span>
            </>
          )}
        </span>
      </span>
    </>
  );
}

/**
 * next/image's optimised `<img>` (its 1x/2x srcset) from `getImageProps`: the `<Image>`
 * component's own client code would come with the dropdown's for no gain here.
 */
function SuggestionPicture({ src, onError }: { src: string; onError: () => void }) {
  const { props } = getImageProps({ src, alt: "", width: 40, height: 40 });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props
  return <img {...props} onError={onError} className="size-10 object-cover" />;
}
