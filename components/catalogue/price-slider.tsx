"use client";

import * as Slider from "@radix-ui/react-slider";
import { formatINR } from "@/lib/money";

const THUMBS = ["Minimum price", "Maximum price"] as const;

/**
 * The two-thumb price slider (seed-spec §9). Each thumb is labelled and reads its value in
 * rupees, and arrow keys move it by ₹100 (Page Up/Down by ₹1,000).
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
  return (
    <div>
      <Slider.Root
        min={min}
        max={max}
        step={100}
        minStepsBetweenThumbs={1}
        value={[...value]}
        onValueChange={([low = min, high = max]) => onChange([low, high])}
        className="relative flex h-6 w-full touch-none items-center select-none"
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-neutral-200">
          <Slider.Range className="absolute h-full rounded-full bg-brand-600" />
        </Slider.Track>
        {THUMBS.map((label, index) => (
          <Slider.Thumb
            key={label}
            aria-label={label}
            aria-valuetext={formatINR(value[index] ?? min)}
            className="block size-6 rounded-full border-2 border-brand-600 bg-white shadow-md transition-shadow hover:ring-4 hover:ring-brand-100 focus-visible:ring-4 focus-visible:ring-brand-200 focus-visible:outline-none"
          />
        ))}
      </Slider.Root>
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
