"use client";

import { useRef, type KeyboardEvent, type PointerEvent } from "react";
import { formatINR } from "@giftshop/shared/money";

const THUMBS = ["Minimum price", "Maximum price"] as const;
const STEP = 100;
/** Page Up/Down and Shift+arrow move this many steps. */
const BIG_STEP = 10 * STEP;
/** The thumb's width in px: it stays inside the track at both ends. */
const THUMB = 24;

type Range = [number, number];

/** Where a value sits along the track, 0–100. */
const percent = (value: number, min: number, max: number) =>
  max > min ? ((value - min) / (max - min)) * 100 : 0;

/** The step a key moves a thumb by, or null for keys the slider leaves alone. */
function keyStep(event: KeyboardEvent): number | "min" | "max" | null {
  const big = event.shiftKey ? BIG_STEP : STEP;
  switch (event.key) {
    case "ArrowRight":
    case "ArrowUp":
      return big;
    case "ArrowLeft":
    case "ArrowDown":
      return -big;
    case "PageUp":
      return BIG_STEP;
    case "PageDown":
      return -BIG_STEP;
    case "Home":
      return "min";
    case "End":
      return "max";
    default:
      return null;
  }
}

/**
 * The two-thumb price slider (docs/contract.md, Constants), an ARIA slider pair written out (Radix
 * Slider weighed ~6 kB gzip on the list pages). Each thumb is labelled and reads its value in
 * rupees; arrow keys move it by ₹100, Page Up/Down and Shift+arrows by ₹1,000, Home/End to the
 * ends; a press on the track moves the nearer thumb there and drags it. The thumbs stay at least
 * one step apart.
 */
export function PriceSlider({
  min,
  max,
  value,
  onChange,
}: {
  min: number;
  max: number;
  value: readonly [number, number];
  onChange: (value: [number, number]) => void;
}) {
  const root = useRef<HTMLDivElement>(null);
  const thumbs = useRef<(HTMLSpanElement | null)[]>([]);
  /** The thumb a pointer is dragging. */
  const dragging = useRef<0 | 1 | null>(null);

  /** `value` with thumb `index` moved towards `wanted`, snapped to the step and kept apart. */
  const moved = (index: 0 | 1, wanted: number): Range => {
    const snapped = Math.round((wanted - min) / STEP) * STEP + min;
    const [low, high] = value;
    return index === 0
      ? [Math.min(Math.max(snapped, min), high - STEP), high]
      : [low, Math.max(Math.min(snapped, max), low + STEP)];
  };

  const update = (index: 0 | 1, wanted: number) => {
    const next = moved(index, wanted);
    if (next[0] !== value[0] || next[1] !== value[1]) onChange(next);
  };

  const valueAt = (clientX: number) => {
    const rect = root.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return min;
    const share = Math.min(Math.max((clientX - rect.left) / rect.width, 0), 1);
    return min + share * (max - min);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const wanted = valueAt(event.clientX);
    const index = Math.abs(wanted - value[0]) <= Math.abs(wanted - value[1]) ? 0 : 1;
    dragging.current = index;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    thumbs.current[index]?.focus();
    update(index, wanted);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current === null) return;
    update(dragging.current, valueAt(event.clientX));
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };

  const onKeyDown = (index: 0 | 1, event: KeyboardEvent<HTMLSpanElement>) => {
    const step = keyStep(event);
    if (step === null) return;
    event.preventDefault();
    update(index, step === "min" ? min : step === "max" ? max : value[index] + step);
  };

  const lowPercent = percent(value[0], min, max);
  const highPercent = percent(value[1], min, max);

  return (
    <div>
      <div
        ref={root}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        className="relative flex h-6 w-full touch-none items-center select-none"
      >
        <span className="relative h-1.5 grow rounded-full bg-neutral-200">
          <span
            className="absolute h-full rounded-full bg-brand-600"
            style={{ left: `${lowPercent}%`, right: `${100 - highPercent}%` }}
          />
        </span>
        {THUMBS.map((label, index) => {
          const at = index === 0 ? lowPercent : highPercent;
          return (
            <span
              key={label}
              ref={(node) => {
                thumbs.current[index] = node;
              }}
              role="slider"
              tabIndex={0}
              aria-label={label}
              aria-orientation="horizontal"
              aria-valuemin={min}
              aria-valuemax={max}
              aria-valuenow={value[index]}
              aria-valuetext={formatINR(value[index] ?? min)}
              onKeyDown={(event) => onKeyDown(index === 0 ? 0 : 1, event)}
              // Centred on its value, nudged inwards near the ends so it never leaves the track.
              style={{ left: `calc(${at}% + ${(THUMB / 2) * (1 - at / 50)}px)` }}
              className="absolute block size-6 -translate-x-1/2 rounded-full border-2 border-brand-600 bg-white shadow-md transition-shadow hover:ring-4 hover:ring-brand-100 focus-visible:ring-4 focus-visible:ring-brand-200 focus-visible:outline-none"
            />
          );
        })}
      </div>
      {/* The thumbs announce their own values; this is the same figure for the eye. */}
      <div aria-hidden className="mt-3 flex items-center gap-2 text-sm">
        <PriceBox label="Min" rupees={value[0]} />
        <span className="text-neutral-400">–</span>
        <PriceBox label="Max" rupees={value[1]} />
      </div>
    </div>
  );
}

function PriceBox({ label, rupees }: { label: string; rupees: number }) {
  return (
    <span className="flex flex-1 flex-col rounded-lg bg-brand-50 px-2.5 py-1.5">
      <span className="text-[11px] tracking-wide text-neutral-600 uppercase">{label}</span>
      <span className="font-semibold text-neutral-900 tabular-nums">{formatINR(rupees)}</span>
    </span>
  );
}
