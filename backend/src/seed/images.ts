/** Writes the seed catalogue's pictures as WebP files under the uploads directory. */
import { randomBytes } from "node:crypto";
import { access, mkdir, rename, unlink, writeFile } from "node:fs/promises";
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

/**
 * Renders the SVG to WebP and moves it into place atomically, so an interrupted run never
 * leaves a half-written file that later runs would skip as "already there".
 */
async function writeSvg(
  file: string,
  svg: string,
  width: number,
  height: number,
): Promise<boolean> {
  if (await exists(file)) return false;
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    const buf = await sharp(Buffer.from(svg))
      .resize(width, height, { fit: "cover" })
      .webp({ quality: 80, effort: 4 })
      .toBuffer();
    await writeFile(tmp, buf);
    await rename(tmp, file);
  } catch (err) {
    await unlink(tmp).catch(() => undefined);
    throw err;
  }
  return true;
}

async function writeArt(
  uploadsDir: string,
  image: SeedImage,
  opts: { width?: number; height?: number } = {},
): Promise<boolean> {
  const width = opts.width ?? opts.height ?? PRODUCT_SIZE;
  const height = opts.height ?? width;
  const svg = renderArt(image.art, Math.max(width, height));
  return writeSvg(fileFor(uploadsDir, image.url), svg, width, height);
}

async function writeBannerImage(
  uploadsDir: string,
  banner: SeedBanner,
  kinds: ArtKind[],
): Promise<boolean> {
  const svg = renderBanner({
    title: banner.title,
    subtitle: banner.subtitle,
    hue: banner.image.art.hue,
    kinds,
    width: BANNER_WIDTH,
    height: BANNER_HEIGHT,
  });
  return writeSvg(fileFor(uploadsDir, banner.image.url), svg, BANNER_WIDTH, BANNER_HEIGHT);
}

/** Renders one product/category picture to WebP at its url under `uploadsDir`; skips existing files. */
export async function writeImage(
  uploadsDir: string,
  image: SeedImage,
  opts?: { width?: number; height?: number },
): Promise<void> {
  await writeArt(uploadsDir, image, opts);
}

/** Renders a 1600×640 banner with the given objects to WebP; skips existing files. */
export async function writeBanner(
  uploadsDir: string,
  banner: SeedBanner,
  kinds: ArtKind[],
): Promise<void> {
  await writeBannerImage(uploadsDir, banner, kinds);
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
export function bannerKinds(banner: SeedBanner): ArtKind[] {
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
  opts: { concurrency?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<{ written: number; skipped: number }> {
  const seen = new Set<string>();
  const jobs: Job[] = [];
  const add = (url: string, run: () => Promise<boolean>): void => {
    if (seen.has(url)) return;
    seen.add(url);
    jobs.push({ run });
  };
  for (const cat of catalogue.categories) {
    add(cat.image.url, () =>
      writeArt(uploadsDir, cat.image, { width: CATEGORY_SIZE, height: CATEGORY_SIZE }),
    );
  }
  for (const product of catalogue.products) {
    for (const image of product.images) add(image.url, () => writeArt(uploadsDir, image));
  }
  for (const banner of catalogue.banners) {
    add(banner.image.url, () => writeBannerImage(uploadsDir, banner, bannerKinds(banner)));
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
