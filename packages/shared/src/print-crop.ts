/**
 * Where a shopper's photo sits in a gift's print area (docs/gifting.md "Photos"): the print's
 * shape, and the part of the photo it shows. One source for the backend that checks and keeps a
 * crop and the storefront that draws it, on the product page, in the cart and in the preview.
 */

/** The print area's outline: a rectangle, a circle (a moon lamp, a round cake) or a heart. */
export const PRINT_SHAPES = ["rect", "round", "heart"] as const;
export type PrintShape = (typeof PRINT_SHAPES)[number];

/** A print area: its width over its height and its outline. */
export interface PrintArea {
  aspect: number;
  shape: PrintShape;
}

/** What a print shows before the shopper moves anything: a square, the whole of it. */
export const SQUARE_PRINT: PrintArea = { aspect: 1, shape: "rect" };

/**
 * The part of a photo a print shows: the centre of the window as fractions of the photo's width
 * and height (0.5, 0.5: the middle), and how far it is zoomed in (1: the photo just covers the
 * print, as `object-fit: cover` would; ZOOM_MAX at most).
 */
export interface Crop {
  x: number;
  y: number;
  zoom: number;
}

export const ZOOM_MAX = 4;
/** The crop a photo has until the shopper moves it: centred, covering the print. */
export const CENTRED: Crop = { x: 0.5, y: 0.5, zoom: 1 };

interface Size {
  width: number;
  height: number;
}

/** The scale at which a photo just covers the print, in print heights per photo pixel. */
function coverScale(photo: Size, aspect: number): number {
  return Math.max(aspect / photo.width, 1 / photo.height);
}

/**
 * `crop` held to what the print can show: a zoom from 1 to ZOOM_MAX, and a centre that keeps the
 * window inside the photo (a photo the print's shape already fits has nothing to move along
 * that side). A photo of unknown size keeps the centre asked.
 */
export function clampCrop(crop: Crop, photo: Size, area: Pick<PrintArea, "aspect">): Crop {
  const zoom = Math.min(ZOOM_MAX, Math.max(1, Number.isFinite(crop.zoom) ? crop.zoom : 1));
  const within = (value: number, half: number) =>
    Math.min(1 - half, Math.max(half, Number.isFinite(value) ? value : 0.5));
  if (!(photo.width > 0 && photo.height > 0)) {
    return { x: within(crop.x, 0), y: within(crop.y, 0), zoom };
  }
  const scale = coverScale(photo, area.aspect) * zoom;
  // The window's half-size, as fractions of the photo's width and height.
  const halfWidth = area.aspect / (photo.width * scale) / 2;
  const halfHeight = 1 / (photo.height * scale) / 2;
  return { x: within(crop.x, halfWidth), y: within(crop.y, halfHeight), zoom };
}

/** Whether a crop is the one a photo has untouched (kept out of lines and keys). */
export function isCentred(crop: Crop | null | undefined): boolean {
  return !crop || (crop.x === 0.5 && crop.y === 0.5 && crop.zoom === 1);
}

/** A crop rounded to what a print can tell apart (a thousandth), so keys stay short and stable. */
export function roundCrop(crop: Crop): Crop {
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return { x: round(crop.x), y: round(crop.y), zoom: round(crop.zoom) };
}

/**
 * Where the photo's picture goes inside a box of the print's shape, in percent of the box:
 * its width and height and the offset of its top-left corner, so a crop draws the same at any
 * size (a 56-pixel thumbnail, the preview on the product's picture).
 */
export function cropBox(
  photo: Size,
  area: Pick<PrintArea, "aspect">,
  crop: Crop,
): { width: number; height: number; left: number; top: number } {
  const { x, y, zoom } = clampCrop(crop, photo, area);
  if (!(photo.width > 0 && photo.height > 0)) {
    return {
      width: 100 * zoom,
      height: 100 * zoom,
      left: 50 - 100 * zoom * x,
      top: 50 - 100 * zoom * y,
    };
  }
  const scale = coverScale(photo, area.aspect) * zoom;
  const width = (photo.width * scale) / area.aspect;
  const height = photo.height * scale;
  return {
    width: width * 100,
    height: height * 100,
    left: (0.5 - x * width) * 100,
    top: (0.5 - y * height) * 100,
  };
}
