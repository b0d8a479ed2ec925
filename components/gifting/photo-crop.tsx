"use client";

import { clsx } from "clsx";
import { Crosshair, Minus, Plus } from "lucide-react";
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

/** One arrow-key press moves the window this share of the print; Shift moves it further. */
const STEP = 0.04;
const ZOOM_STEP = 0.25;

interface PhotoSize {
  width: number;
  height: number;
}

/** A heart that fills its box, as a mask: the outline a heart-shaped print cuts. */
const HEART_MASK =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 90' preserveAspectRatio='none'%3E%3Cpath d='M50 88C20 66 0 48 0 26 0 11 12 0 26 0c10 0 18 5 24 14C56 5 64 0 74 0c14 0 26 11 26 26 0 22-20 40-50 62z'/%3E%3C/svg%3E\")";

/** The outline of a print area, as classes and a mask for a heart. */
function printShapeStyle(area: PrintArea) {
  return {
    className: clsx(
      "relative overflow-hidden bg-neutral-100",
      area.shape === "round" ? "rounded-full" : area.shape === "rect" ? "rounded-lg" : "",
    ),
    style: {
      aspectRatio: String(area.aspect),
      ...(area.shape === "heart"
        ? {
            maskImage: HEART_MASK,
            maskSize: "100% 100%",
            WebkitMaskImage: HEART_MASK,
            WebkitMaskSize: "100% 100%",
          }
        : {}),
    },
  };
}

/**
 * A photo as the print shows it: the part `crop` chooses, in the print's shape. Decorative
 * where `alt` is empty (the preview on the product's picture); the shopper's own upload, so a
 * plain <img>, not next/image's shared cache.
 */
export function CroppedPhoto({
  src,
  photo,
  area,
  crop,
  alt,
  className,
}: {
  src: string;
  photo: PhotoSize;
  area: PrintArea;
  crop: Crop | undefined;
  alt: string;
  className?: string;
}) {
  const box = cropBox(photo, area, crop ?? CENTRED);
  const shape = printShapeStyle(area);
  return (
    <div className={clsx(shape.className, className)} style={shape.style}>
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={src}
        alt={alt}
        draggable={false}
        className="absolute max-w-none select-none"
        style={{
          width: `${box.width}%`,
          height: `${box.height}%`,
          left: `${box.left}%`,
          top: `${box.top}%`,
        }}
      />
    </div>
  );
}

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
        <button
          type="button"
          aria-label="Zoom out"
          disabled={crop.zoom <= 1}
          onClick={() => zoomBy(-ZOOM_STEP)}
          className={button}
        >
          <Minus className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          aria-label="Zoom in"
          disabled={crop.zoom >= ZOOM_MAX}
          onClick={() => zoomBy(ZOOM_STEP)}
          className={button}
        >
          <Plus className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          aria-label="Centre the photo"
          disabled={isCentred(crop)}
          onClick={() => onChange(CENTRED)}
          className={button}
        >
          <Crosshair className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
