"use client";

import { X } from "@/components/ui/icons/x";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";

/**
 * A LineDialog's Save: `save(send)` runs `send`, which resolves to the shop's refusal or null;
 * on a refusal the dialog shows it, otherwise it closes.
 */
export function useLineSave(onClose: () => void) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (send: () => Promise<string | null>) => {
    setSaving(true);
    const failure = await send();
    setSaving(false);
    if (failure) setError(failure);
    else onClose();
  };
  return { saving, error, setError, save };
}

/**
 * A cart line's modal dialog (the gift's Edit, the delivery's Change): its title, the body, the
 * shop's refusal when saving failed, Cancel and Save. A native modal <dialog>: focus stays
 * inside, Escape closes it, and closing it in any way calls `onClose`.
 */
export function LineDialog({
  title,
  saveLabel,
  saving,
  canSave = true,
  error,
  onSave,
  onClose,
  children,
}: {
  title: string;
  saveLabel: string;
  saving: boolean;
  canSave?: boolean;
  /** The shop's words for a refused save, shown above the buttons. */
  error: string | null;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(34rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white p-0 text-neutral-900 shadow-2xl backdrop:bg-neutral-900/50"
    >
      <div className="flex items-start gap-3 border-b border-neutral-100 px-4 py-3 sm:px-5">
        <h2 id={titleId} className="min-w-0 flex-1 text-base font-bold">
          {title}
        </h2>
        <button
          type="button"
          aria-label="Close"
          onClick={() => dialog.current?.close()}
          className="-mr-2 flex size-10 shrink-0 items-center justify-center rounded-full text-neutral-500 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
      {/* No <form> here: a body may hold its own (the delivery's PIN code check). */}
      <div className="space-y-4 px-4 py-4 sm:px-5">
        {children}
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex justify-end gap-3 border-t border-neutral-100 px-4 py-3 sm:px-5">
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="min-h-11 rounded-full px-5 text-sm font-semibold text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Cancel
        </button>
        <button
          type="button"
          disabled={!canSave || saving}
          aria-busy={saving || undefined}
          onClick={onSave}
          className="min-h-11 rounded-full bg-brand-600 px-6 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {saving ? "Saving…" : saveLabel}
        </button>
      </div>
    </dialog>
  );
}
