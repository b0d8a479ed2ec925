// Real picture bytes for the stand-in's catalogue. The reference backend's seed keeps the
// pictures it drew in node_modules/.cache/seed-images, named by a hash of their content; the
// seed names the ones it wants by the first 12 characters of that hash, chosen by looking at
// them, so a cake shows a cake. Where the cache is absent (a checkout that never seeded) or was
// redrawn under other names, a plain square in the category's colour stands in.
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

/** The reference backend's own setting for that cache (backend/src/env.ts); "off" means none. */
function seedImageDir() {
  const setting = process.env.SEED_IMAGE_CACHE;
  if (setting === "off") return null;
  if (setting) return path.resolve(setting);
  return fileURLToPath(new URL("../../node_modules/.cache/seed-images/", import.meta.url));
}

/** @type {Map<string, string> | undefined} hash prefix → file */
let cacheFiles;

function cachedFile(prefix) {
  if (!cacheFiles) {
    cacheFiles = new Map();
    const dir = seedImageDir();
    let names = [];
    try {
      names = dir ? readdirSync(dir) : [];
    } catch {
      // No cache: every picture is drawn as a plain square.
    }
    for (const name of names) cacheFiles.set(name.slice(0, 12), path.join(dir ?? "", name));
  }
  return cacheFiles.get(prefix);
}

/** HSL (degrees, 0–1, 0–1) to 8-bit RGB, for the plain squares. */
function hslToRgb(hue, saturation, lightness) {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const channel = (n) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - (chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1))) / 2;
    return Math.round(value * 255);
  };
  return { r: channel(0), g: channel(8), b: channel(4) };
}

/**
 * One picture as `format` bytes, `size` pixels square.
 * @param {{prefix?: string, hue: number}} source a seed picture's hash prefix and a fallback hue
 * @param {"jpeg" | "png" | "webp"} format
 * @param {number} size
 * @returns {Promise<Buffer>}
 */
export async function renderPicture(source, format, size) {
  const file = source.prefix ? cachedFile(source.prefix) : undefined;
  const image = file
    ? sharp(file).resize(size, size, { fit: "cover" })
    : sharp({
        create: {
          width: size,
          height: size,
          channels: 3,
          background: hslToRgb(source.hue, 0.55, 0.78),
        },
      });
  return image.toFormat(format, format === "png" ? {} : { quality: 82 }).toBuffer();
}

/** The file extensions a picture URL may end in and the format each one delivers. */
export const FORMATS = /** @type {const} */ ({
  jpg: "jpeg",
  jpeg: "jpeg",
  png: "png",
  webp: "webp",
});
