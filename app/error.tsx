"use client";

import { ErrorState } from "@/components/ui/error-state";

/** A page failed to render: a calm message and a way out. */
export default function ErrorPage(props: { error: unknown; retry: () => void }) {
  return (
    <ErrorState
      {...props}
      title="Something went wrong"
      message="We couldn't load this page just now. Please try again; if it keeps happening, come back in a few minutes."
    />
  );
}
