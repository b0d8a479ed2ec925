"use client";

import { Suspense, lazy } from "react";

// The form loads with the Reviews tab's first showing, not with the page: most shoppers read
// reviews, few write one (docs/performance.md).
const ReviewForm = lazy(() =>
  import("./review-form").then((module) => ({ default: module.ReviewForm })),
);

/** The product's review form, its script fetched when it is first shown. */
export function ReviewFormSlot({ productId }: { productId: string }) {
  return (
    <Suspense fallback={<div className="h-96 animate-pulse rounded-2xl bg-neutral-100" />}>
      <ReviewForm productId={productId} />
    </Suspense>
  );
}
