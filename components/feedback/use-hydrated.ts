import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server HTML and during hydration, true once React runs in the browser. Buttons
 * that only work with JavaScript stay disabled until then, so an early tap is not lost (or, for
 * a form, sent the browser's way with the text in the URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
