"use client";

import { RotateCw } from "./icons/rotate-cw";
import { useEffect } from "react";
import { buttonStyles } from "./button-styles";
import { HomeLink } from "./home-link";

/**
 * What an error boundary shows: a calm message, "Try again" and a way home, never the error
 * itself (it may carry internals); the details go to the console for developers.
 */
export function ErrorState({
  error,
  retry,
  title,
  message,
}: {
  error: unknown;
  retry: () => void;
  title: string;
  message: string;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-14 text-center sm:py-20">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900">{title}</h1>
      <p className="mt-4 text-base leading-7 text-neutral-700">{message}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <button
          type="button"
          // retry() refetches the server content before resetting the boundary; reset() alone
          // would re-render the same failed server payload.
          onClick={() => retry()}
          className={buttonStyles()}
        >
          <RotateCw className="size-4" aria-hidden />
          Try again
        </button>
        <HomeLink />
      </div>
    </section>
  );
}
