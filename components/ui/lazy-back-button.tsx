"use client";

import { lazy, Suspense, type ComponentProps } from "react";
import type { BackButton as Button } from "./back-button";

const BackButton = lazy(() =>
  import("./back-button").then(({ BackButton }) => ({ default: BackButton })),
);

/**
 * The not-found pages' BackButton, its code fetched only where one is drawn. The root layout's
 * not-found page is part of every page's tree, so importing the button there would put its
 * code in every page's first load. The server HTML has the button, disabled until its code
 * has loaded and hydrated.
 */
export function LazyBackButton(props: ComponentProps<typeof Button>) {
  return (
    <Suspense>
      <BackButton {...props} />
    </Suspense>
  );
}
