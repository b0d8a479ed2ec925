// Its own module: client components (search suggestions, gallery, cart rows) import it, and
// taking it from product-card.tsx pulled the card, its price and wishlist button into them.

/** Shown where a product has no picture: the brand's gift mark on a soft background. */
export function PlaceholderPicture() {
  return (
    <div className="flex h-full w-full items-center justify-center text-brand-200" aria-hidden>
      <svg viewBox="0 0 24 24" className="h-1/3 w-1/3" fill="none" stroke="currentColor">
        <path
          strokeWidth="1.5"
          d="M20 12v9H4v-9M2 7h20v5H2zM12 21V7m0 0H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7zm0 0h4.5a2.5 2.5 0 0 0 0-5C13 2 12 7 12 7z"
        />
      </svg>
    </div>
  );
}
