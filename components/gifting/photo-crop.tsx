"use client";

import { Crosshair } from "@/components/ui/icons/crosshair";
import { Minus } from "@/components/ui/icons/minus";
import { Plus } from "@/components/ui/icons/plus";
import { useId, useRef, type KeyboardEvent, type PointerEvent } from "react";
import {
  CENTRED,
  ZOOM_MAX,
  clampCrop,
  cropBox,
  isCentred,
  type Crop,
  type PrintArea,
} from "@giftshop/shared/print-crop";
import { CroppedPhoto, type PhotoSize } from "./cropped-photo";

/** One arrow-key press moves the window this share of the print; Shift moves it further. */
const STEP = 0.04;
const ZOOM_STEP = 0.25;

/**
 * Moving and zooming a photo within its print (docs/gifting.md "Photos"): dragged with a finger
 * or the mouse, moved with the arrow keys, zoomed with + and − (keys or buttons), Centre to
 * start again. The window never leaves the photo (clampCrop), so what is shown is what prints.
 */
export function PhotoCrop({
  src,
  photo,
  area,
  crop,
  onChange,
  label,
}: {
  src: string;
  photo: PhotoSize;
  area: PrintArea;
  crop: Crop;
  onChange: (crop: Crop) => void;
  label: string;
}) {
  const id = useId();
  const drag = useRef<{ x: number; y: number; crop: Crop } | null>(null);
  const set = (next: Crop) => onChange(clampCrop(next, photo, area));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, crop };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const box = cropBox(photo, area, start.crop);
    // A finger moving right pulls the photo right: the window moves left over it.
    const dx = (event.clientX - start.x) / ((rect.width * box.width) / 100 || 1);
    const dy = (event.clientY - start.y) / ((rect.height * box.height) / 100 || 1);
    set({ ...start.crop, x: start.crop.x - dx, y: start.crop.y - dy });
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const zoomBy = (delta: number) => set({ ...crop, zoom: crop.zoom + delta });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = (event.shiftKey ? 3 : 1) * STEP;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => set({ ...crop, x: crop.x + step }),
      ArrowRight: () => set({ ...crop, x: crop.x - step }),
      ArrowUp: () => set({ ...crop, y: crop.y + step }),
      ArrowDown: () => set({ ...crop, y: crop.y - step }),
      "+": () => zoomBy(ZOOM_STEP),
      "=": () => zoomBy(ZOOM_STEP),
      "-": () => zoomBy(-ZOOM_STEP),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  const button =
    "inline-flex size-11 items-center justify-center rounded-full text-neutral-700 ring-1 ring-neutral-300 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40";
  return (
    <div className="flex items-center gap-3">
      <div
        role="group"
        tabIndex={0}
        aria-label={label}
        aria-describedby={`${id}-how`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
        className="w-28 shrink-0 cursor-grab touch-none rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 active:cursor-grabbing"
      >
        <CroppedPhoto src={src} photo={photo} area={area} crop={crop} alt={label} />
      </div>
      <p id={`${id}-how`} className="sr-only">
        Use the arrow keys to move the photo in the print, plus and minus to zoom.
      </p>
      <div className="flex flex-wrap gap-1.5">
        {[
          { label: "Zoom out", Icon: Minus, off: crop.zoom <= 1, act: () => zoomBy(-ZOOM_STEP) },
          {
            label: "Zoom in",
            Icon: Plus,
            off: crop.zoom >= ZOOM_MAX,
            act: () => zoomBy(ZOOM_STEP),
          },
          {
            label: "Centre the photo",
            Icon: Crosshair,
            off: isCentred(crop),
            act: () => onChange(CENTRED),
          },
        ].map(({ label, Icon, off, act }) => (
          <button
            key={label}
            type="button"
            aria-label={label}
            disabled={off}
            onClick={act}
            className={button}
          >
            <Icon className="size-4" aria-hidden />
          </button>
        ))}
      </div>
    </div>
  );
}
