/**
 * Renders the home page's marketing pictures from the seed artwork into public/: the hero banners
 * (wide, plus a 2:1 phone version whose calm side is wide enough for the tagline), the gift and
 * offer banners, the share image and one square per recipient page. The outputs are committed;
 * rerun after changing components/home/marketing.ts or packages/shared/src/recipients.ts:
 *
 *   npx tsx scripts/render-banners.ts [--sheet /tmp/dir]   (--sheet also writes a PNG contact sheet)
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import { renderArt, renderBanner } from "../backend/src/seed/art";
import type { ArtKind, ArtSpec } from "../backend/src/seed/types";
import {
  BANNER_SIZES,
  GIFT_BANNERS,
  HERO_BANNERS,
  OFFER_BANNERS,
  OG_IMAGE,
  bannerSrc,
  type MarketingBanner,
} from "../components/home/marketing";
import { RECIPIENT_PAGES, type RecipientSlug } from "@giftshop/shared/recipients";

const PUBLIC = path.join(__dirname, "..", "public");
const QUALITY = 75;
/** The hero is the page's LCP image: keep it well under what a slow 4G phone fetches in ~1 s. */
const HERO_BUDGET_BYTES = 120 * 1024;
const RECIPIENT_SIZE = 320;

/** Per recipient: the object that reads as "for them" at a glance, and a hue that sets it apart from its neighbours. */
const RECIPIENT_ART: Record<RecipientSlug, ArtSpec> = {
  wife: { kind: "flower-box", hue: 340, variant: 1 },
  mother: { kind: "flowers", hue: 325, variant: 1 },
  daughter: { kind: "teddy", hue: 340, variant: 7 },
  sister: { kind: "jewellery", hue: 200, variant: 3 },
  fiance: { kind: "jewellery", hue: 350, variant: 0 },
  grandmother: { kind: "plant", hue: 130, variant: 7 },
  men: { kind: "watch", hue: 210, variant: 3 },
  women: { kind: "handbag", hue: 335, variant: 1 },
  kids: { kind: "cupcakes", hue: 200, variant: 3 },
  friends: { kind: "mug", hue: 40, variant: 7 },
  bofriends: { kind: "wallet", hue: 210, variant: 4 },
  girlfriend: { kind: "chocolate", hue: 30, variant: 7 },
  husband: { kind: "perfume", hue: 200, variant: 3 },
};

interface Output {
  file: string;
  bytes: number;
  png: Buffer;
}

const outputs: Output[] = [];

async function write(
  publicPath: string,
  svg: string,
  width: number,
  height: number,
  format: "webp" | "jpeg" = "webp",
): Promise<void> {
  const image = sharp(Buffer.from(svg)).resize(width, height, { fit: "cover" });
  const data =
    format === "webp"
      ? await image.clone().webp({ quality: QUALITY, effort: 6 }).toBuffer()
      : await image.clone().jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  const file = path.join(PUBLIC, publicPath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
  outputs.push({ file: publicPath, bytes: data.length, png: await image.png().toBuffer() });
}

function bannerSvg(banner: MarketingBanner, width: number, height: number): string {
  // the type annotation is the check that every kind marketing.ts names exists in the seed art
  const kinds: ArtKind[] = [...banner.kinds];
  return renderBanner({
    title: banner.title,
    subtitle: banner.text,
    hue: banner.hue,
    kinds,
    width,
    height,
  });
}

async function main(): Promise<void> {
  const { hero, heroPhone, gift, offer } = BANNER_SIZES;
  for (const banner of HERO_BANNERS) {
    await write(
      bannerSrc(banner.id),
      bannerSvg(banner, hero.width, hero.height),
      hero.width,
      hero.height,
    );
    await write(
      bannerSrc(banner.id, "phone"),
      bannerSvg(banner, heroPhone.width, heroPhone.height),
      heroPhone.width,
      heroPhone.height,
    );
  }
  for (const banner of GIFT_BANNERS) {
    await write(
      bannerSrc(banner.id),
      bannerSvg(banner, gift.width, gift.height),
      gift.width,
      gift.height,
    );
  }
  for (const banner of OFFER_BANNERS) {
    await write(
      bannerSrc(banner.id),
      bannerSvg(banner, offer.width, offer.height),
      offer.width,
      offer.height,
    );
  }
  const first = HERO_BANNERS[0];
  if (first) {
    await write(
      OG_IMAGE.url,
      bannerSvg(first, OG_IMAGE.width, OG_IMAGE.height),
      OG_IMAGE.width,
      OG_IMAGE.height,
      "jpeg",
    );
  }
  for (const page of RECIPIENT_PAGES) {
    await write(
      page.image,
      renderArt(RECIPIENT_ART[page.slug], RECIPIENT_SIZE),
      RECIPIENT_SIZE,
      RECIPIENT_SIZE,
    );
  }

  for (const { file, bytes } of outputs) {
    console.log(`${(bytes / 1024).toFixed(1).padStart(6)} kB  public${file}`);
  }
  const heavy = outputs.filter(
    (o) => o.file.startsWith("/banners/hero") && o.bytes > HERO_BUDGET_BYTES,
  );
  if (heavy.length) {
    throw new Error(`hero banners over budget: ${heavy.map((o) => o.file).join(", ")}`);
  }

  const sheetAt = process.argv.indexOf("--sheet");
  const sheetDir = sheetAt >= 0 ? process.argv[sheetAt + 1] : undefined;
  if (sheetDir) await contactSheet(sheetDir);
}

/** Stacks every output at 400 px wide on one PNG, so a human can review them in one look. */
async function contactSheet(dir: string): Promise<void> {
  const width = 400;
  const tiles = await Promise.all(
    outputs.map(async (o) => {
      const input = await sharp(o.png)
        .resize({ width: o.file.startsWith("/recipients") ? 133 : width })
        .toBuffer();
      const { height = 0, width: w = 0 } = await sharp(input).metadata();
      return { input, height, width: w };
    }),
  );
  const composite: OverlayOptions[] = [];
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  for (const tile of tiles) {
    if (x + tile.width > width * 3) {
      x = 0;
      y += rowHeight + 8;
      rowHeight = 0;
    }
    composite.push({ input: tile.input, left: x, top: y });
    x += tile.width + 8;
    rowHeight = Math.max(rowHeight, tile.height);
  }
  await mkdir(dir, { recursive: true });
  const out = path.join(dir, "banners-sheet.png");
  await sharp({
    create: { width: width * 3 + 16, height: y + rowHeight, channels: 3, background: "#ffffff" },
  })
    .composite(composite)
    .png()
    .toFile(out);
  console.log(`wrote ${out}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
