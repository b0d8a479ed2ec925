/** Writes the seed catalogue's pictures as WebP files under the uploads directory. */
import { createHash, randomBytes } from "node:crypto";
import { access, copyFile, mkdir, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { renderArt, renderBanner } from "./art";
import type { ArtKind, SeedBanner, SeedCatalogue, SeedImage } from "./types";

const PRODUCT_SIZE = 800;
const CATEGORY_SIZE = 600;
const BANNER_WIDTH = 1600;
const BANNER_HEIGHT = 640;

function fileFor(uploadsDir: string, url: string): string {
  return path.join(uploadsDir, url.replace(/^\/uploads\//, ""));
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

const WEBP = { quality: 80, effort: 4 } as const;

/** Writes `bytes` (or a copy of `from`) to `file` atomically: readers never see half a file. */
async function putFile(file: string, source: { bytes: Buffer } | { from: string }) {
  const tmp = `${file}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    if ("bytes" in source) await writeFile(tmp, source.bytes);
    else await copyFile(source.from, tmp);
    await rename(tmp, file);
  } catch (err) {
    await unlink(tmp).catch(() => undefined);
    throw err;
  }
}

/**
 * Renders the SVG to WebP and moves it into place atomically, so an interrupted run never
 * leaves a half-written file that later runs would skip as "already there". With a
 * `cacheDir`, a picture drawn before (by any data folder) is copied from there instead: the
 * drawing is most of a first start's time (~40 s of 2 cores for the seed catalogue).
 */
async function writeSvg(
  file: string,
  svg: string,
  width: number,
  height: number,
  cacheDir: string | null,
): Promise<boolean> {
  if (await exists(file)) return false;
  await mkdir(path.dirname(file), { recursive: true });
  // Keyed by everything the bytes depend on, so a changed drawing or encoder is drawn anew.
  const key = createHash("sha256")
    .update(JSON.stringify([svg, width, height, WEBP, sharp.versions.vips]))
    .digest("hex");
  const cached = cacheDir ? path.join(cacheDir, `${key}.webp`) : null;
  if (cached && (await exists(cached))) {
    await putFile(file, { from: cached });
    return true;
  }
  const bytes = await sharp(Buffer.from(svg))
    .resize(width, height, { fit: "cover" })
    .webp(WEBP)
    .toBuffer();
  await putFile(file, { bytes });
  if (cached) {
    // Only a saving: a cache that cannot be written (a read-only node_modules) changes nothing.
    await mkdir(path.dirname(cached), { recursive: true })
      .then(() => putFile(cached, { bytes }))
      .catch(() => undefined);
  }
  return true;
}

interface ArtOptions {
  width?: number;
  height?: number;
  /** Where drawn pictures are kept by content (see `writeSvg`); null draws every time. */
  cacheDir?: string | null;
}

async function writeArt(
  uploadsDir: string,
  image: SeedImage,
  opts: ArtOptions = {},
): Promise<boolean> {
  const width = opts.width ?? opts.height ?? PRODUCT_SIZE;
  const height = opts.height ?? width;
  const svg = renderArt(image.art, Math.max(width, height));
  return writeSvg(fileFor(uploadsDir, image.url), svg, width, height, opts.cacheDir ?? null);
}

async function writeBannerImage(
  uploadsDir: string,
  banner: SeedBanner,
  kinds: ArtKind[],
  cacheDir: string | null = null,
): Promise<boolean> {
  const svg = renderBanner({
    title: banner.title,
    subtitle: banner.subtitle,
    hue: banner.image.art.hue,
    kinds,
    width: BANNER_WIDTH,
    height: BANNER_HEIGHT,
  });
  return writeSvg(
    fileFor(uploadsDir, banner.image.url),
    svg,
    BANNER_WIDTH,
    BANNER_HEIGHT,
    cacheDir,
  );
}

const THEMES: [RegExp, ArtKind[]][] = [
  [/birthday|party/i, ["cake", "cupcakes", "greeting-card"]],
  [/anniversar|love|valentine|romanc/i, ["flowers", "teddy", "chocolate"]],
  [/diwali|festiv|rakhi|puja|light/i, ["lamp", "hamper", "chocolate"]],
  [/cake|bak|dessert|sweet/i, ["cake", "cupcakes", "chocolate"]],
  [/flower|rose|bloom|bouquet/i, ["flowers", "flower-box", "plant"]],
  [/plant|green|garden/i, ["plant", "flowers", "mug"]],
  [/jewel|ear|neck|ring/i, ["jewellery", "perfume", "handbag"]],
  [/watch|accessor|fashion|style|men/i, ["watch", "sunglasses", "wallet"]],
  [/personal|photo|memor|custom/i, ["photo-frame", "mug", "cushion"]],
  [/hamper|combo|basket/i, ["hamper", "chocolate", "flowers"]],
];

const BY_PREFIX: Record<string, ArtKind[]> = {
  hero: ["teddy", "cake", "flowers"],
  offer: ["hamper", "cupcakes", "chocolate"],
  gift: ["greeting-card", "photo-frame", "mug"],
};

/** Picks a banner's 2–3 objects: its own art kind first, then a theme from its words or key. */
function bannerKinds(banner: SeedBanner): ArtKind[] {
  const words = `${banner.title} ${banner.subtitle}`;
  const theme =
    THEMES.find(([re]) => re.test(words))?.[1] ??
    BY_PREFIX[banner.key.replace(/-\d+$/, "")] ??
    BY_PREFIX.hero ??
    [];
  // the first kind is the banner's hero (drawn largest), so the banner's own art leads
  return [banner.image.art.kind, ...theme].filter((k, i, all) => all.indexOf(k) === i).slice(0, 3);
}

interface Job {
  run: () => Promise<boolean>;
}

/** Writes every distinct picture of the catalogue (categories, products, banners) with bounded concurrency. */
export async function writeCatalogueImages(
  uploadsDir: string,
  catalogue: SeedCatalogue,
  opts: {
    concurrency?: number;
    onProgress?: (done: number, total: number) => void;
    /** Where drawn pictures are kept by content (see `writeSvg`); null draws every time. */
    cacheDir?: string | null;
  } = {},
): Promise<{ written: number; skipped: number }> {
  const cacheDir = opts.cacheDir ?? null;
  const seen = new Set<string>();
  const jobs: Job[] = [];
  const add = (url: string, run: () => Promise<boolean>): void => {
    if (seen.has(url)) return;
    seen.add(url);
    jobs.push({ run });
  };
  for (const cat of catalogue.categories) {
    add(cat.image.url, () =>
      writeArt(uploadsDir, cat.image, { width: CATEGORY_SIZE, height: CATEGORY_SIZE, cacheDir }),
    );
  }
  for (const product of catalogue.products) {
    for (const image of product.images)
      add(image.url, () => writeArt(uploadsDir, image, { cacheDir }));
  }
  for (const banner of catalogue.banners) {
    add(banner.image.url, () =>
      writeBannerImage(uploadsDir, banner, bannerKinds(banner), cacheDir),
    );
  }
  let written = 0;
  let skipped = 0;
  let done = 0;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (!job) break;
      if (await job.run()) written++;
      else skipped++;
      done++;
      opts.onProgress?.(done, jobs.length);
    }
  };
  const concurrency = Math.max(1, Math.floor(opts.concurrency ?? 4));
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  return { written, skipped };
}
