/**
 * The shop's toasts, with sonner's code loaded on the first toast instead of in every page's
 * first load (docs/performance.md §2). Same calls as sonner's `toast`; a toast asked for before
 * sonner has arrived shows as soon as it has, and sonner replays it to a <Toaster> that
 * mounts later (components/ui/toaster.tsx mounts sonner's on the first request, or once idle).
 */
import type { ExternalToast } from "sonner";

type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | null = null;
const waitingForToaster = new Set<() => void>();
let toasterRequested = false;

/** sonner's module (one chunk for the toasts and the toaster); a failed fetch is retried next time. */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner").catch((error: unknown) => {
    sonner = null;
    throw error;
  });
  return sonner;
}

function requestToaster() {
  toasterRequested = true;
  for (const mount of waitingForToaster) mount();
}

/**
 * Lets the page's toaster know when a toast is first asked for: `mount` is called then (or at
 * once, if one already was). Returns the unsubscribe.
 */
export function onToastRequested(mount: () => void): () => void {
  if (toasterRequested) mount();
  waitingForToaster.add(mount);
  return () => waitingForToaster.delete(mount);
}

let nextId = 0;

/** Shows a toast of `kind`; its id is chosen here, so it is known before sonner loads. */
function show(kind: "plain" | "success" | "error", message: string, options?: ExternalToast) {
  const id = options?.id ?? `toast-${++nextId}`;
  requestToaster();
  loadSonner().then(
    ({ toast }) => {
      const data = { ...options, id };
      if (kind === "plain") toast(message, data);
      else toast[kind](message, data);
    },
    (error: unknown) => console.error(`[toast] could not show "${message}":`, error),
  );
  return id;
}

/** sonner's `toast`, `toast.success`, `toast.error` and `toast.dismiss`; each returns at once. */
export const toast = Object.assign(
  (message: string, options?: ExternalToast) => show("plain", message, options),
  {
    success: (message: string, options?: ExternalToast) => show("success", message, options),
    error: (message: string, options?: ExternalToast) => show("error", message, options),
    /** Dismisses the toast with `id`, or every toast. */
    dismiss: (id?: string | number) => {
      loadSonner().then(
        ({ toast }) => toast.dismiss(id),
        () => undefined,
      );
    },
  },
);
