import {
  CENTRED,
  ZOOM_MAX,
  clampCrop,
  cropBox,
  isCentred,
  roundCrop,
} from "@giftshop/shared/print-crop";

// Where a photo sits in a print (docs/gifting.md "Photos"): the window never leaves the photo,
// and a crop draws the same in any box.

const landscape = { width: 1600, height: 1200 };
const square = { aspect: 1 };

test("a centred crop covers the print like object-fit: cover, the photo's middle in the middle", () => {
  // A 4:3 photo in a square: as tall as the print, a third wider, overhanging both sides equally.
  const box = cropBox(landscape, square, CENTRED);
  expect(box.width).toBeCloseTo((1600 / 1200) * 100);
  expect(box.height).toBeCloseTo(100);
  expect(box.left).toBeCloseTo(50 - (1600 / 1200) * 50);
  expect(box.top).toBeCloseTo(0);
});

test("a photo moved to its left edge shows that edge, and no further", () => {
  const box = cropBox(landscape, square, { x: 0, y: 0.5, zoom: 1 });
  expect(box.left).toBeCloseTo(0);
  // Along its height it already fits the print: nothing to move up or down.
  expect(clampCrop({ x: 0.5, y: 0.1, zoom: 1 }, landscape, square).y).toBeCloseTo(0.5);
  // Zoomed in twice, half of its height shows, so it can move up to a quarter from the top.
  expect(clampCrop({ x: 0.5, y: 0, zoom: 2 }, landscape, square).y).toBeCloseTo(0.25);
});

test("zoom stays between 1 and ZOOM_MAX; nonsense reads as the centre", () => {
  expect(clampCrop({ x: 0.5, y: 0.5, zoom: 0.2 }, landscape, square).zoom).toBe(1);
  expect(clampCrop({ x: 0.5, y: 0.5, zoom: 99 }, landscape, square).zoom).toBe(ZOOM_MAX);
  expect(clampCrop({ x: Number.NaN, y: 0.5, zoom: Number.NaN }, landscape, square)).toEqual(
    CENTRED,
  );
});

test("a wide print of a tall photo moves up and down, not sideways", () => {
  const portrait = { width: 1000, height: 2000 };
  const wide = { aspect: 2 };
  const moved = clampCrop({ x: 0.9, y: 0.9, zoom: 1 }, portrait, wide);
  expect(moved.x).toBe(0.5);
  // The window is the photo's full width and a quarter of its height.
  expect(moved.y).toBeCloseTo(1 - 0.125);
  expect(cropBox(portrait, wide, moved).width).toBeCloseTo(100);
});

test("only a moved crop counts; crops round to a thousandth", () => {
  expect(isCentred(undefined)).toBe(true);
  expect(isCentred(CENTRED)).toBe(true);
  expect(isCentred({ x: 0.5, y: 0.4, zoom: 1 })).toBe(false);
  expect(roundCrop({ x: 0.123456, y: 0.5, zoom: 1.23456 })).toEqual({
    x: 0.123,
    y: 0.5,
    zoom: 1.235,
  });
});
