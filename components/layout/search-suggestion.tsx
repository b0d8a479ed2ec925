"use client";

import { clsx } from "clsx";
import Image from "next/image";
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
          <Image
            src={suggestion.image}
            alt=""
            width={40}
            height={40}
            onError={() => setFailed(true)}
            className="size-10 object-cover"
          />
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
