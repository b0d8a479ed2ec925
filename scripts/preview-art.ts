/** Renders a contact sheet of every art kind plus a banner so a human can eyeball the seed artwork. */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { ART_KINDS, renderArt, renderBanner } from "../backend/src/seed/art";
import {
  ART_VIEWS,
  CAKE_LOOKS,
  PHOTO_LOOKS,
  type ArtKind,
  type ArtSpec,
} from "../backend/src/seed/types";

const SAMPLES = [
  { hue: 340, variant: 0 },
  { hue: 200, variant: 3 },
  { hue: 40, variant: 7 },
];

async function main(): Promise<void> {
  const out = process.argv[2] ?? "/tmp/art-preview";
  // optional: a comma list of kinds and a cell size, for a closer look while tuning
  const kinds = (process.argv[3]?.split(",") as ArtKind[] | undefined) ?? ART_KINDS;
  const cell = Number(process.argv[4] ?? 200);
  const cols = SAMPLES.length * (kinds.length > 5 ? 2 : 1);
  await mkdir(out, { recursive: true });
  const cells = kinds.flatMap((kind) => SAMPLES.map((s) => ({ kind, ...s })));
  const tiles = await Promise.all(
    cells.map(async (spec, i) => ({
      input: await sharp(Buffer.from(renderArt(spec, cell)))
        .png()
        .toBuffer(),
      left: (i % cols) * cell,
      top: Math.floor(i / cols) * cell,
    })),
  );
  const rows = Math.ceil(cells.length / cols);
  await sharp({
    create: { width: cell * cols, height: cell * rows, channels: 3, background: "#ffffff" },
  })
    .composite(tiles)
    .png()
    .toFile(path.join(out, "sheet.png"));
  const svg = renderBanner({
    title: "Birthday Surprises",
    subtitle: "Cakes, blooms and more",
    hue: 330,
    kinds: ["teddy", "flowers", "cake"],
  });
  await sharp(Buffer.from(svg)).png().toFile(path.join(out, "banner.png"));
  await lookSheet(path.join(out, "looks.png"), cell);
  console.log(`wrote ${path.join(out, "sheet.png")}, looks.png and banner.png`);
}

/** The looks titles ask for (cake flavours, heart and photo cakes, combos, people), in their views. */
async function lookSheet(file: string, cell: number): Promise<void> {
  const specs: ArtSpec[] = [
    ...CAKE_LOOKS.map((cake) => ({
      kind: "cake" as const,
      hue: 345,
      variant: 1,
      look: { cake, tiers: 1 as const },
    })),
    { kind: "cake", hue: 0, variant: 2, look: { cake: "velvet", shape: "heart" } },
    { kind: "cake", hue: 22, variant: 0, look: { cake: "chocolate", tiers: 1, photo: "portrait" } },
    {
      kind: "flowers",
      hue: 350,
      variant: 3,
      look: { bloom: "rose", with: "cake", cake: "forest", tiers: 1 },
    },
    { kind: "flowers", hue: 52, variant: 4, look: { bloom: "daisy", with: "chocolate" } },
    ...PHOTO_LOOKS.map((photo) => ({
      kind: "photo-frame" as const,
      hue: 30,
      variant: 1,
      look: { photo },
    })),
    { kind: "mug", hue: 200, variant: 2, look: { photo: "couple" } },
    { kind: "cushion", hue: 330, variant: 3, look: { photo: "family" } },
  ];
  const cells = specs.flatMap((spec) => [0, 1, 2].map((view) => ({ ...spec, view })));
  const tiles = await Promise.all(
    cells.map(async (spec, i) => ({
      input: await sharp(Buffer.from(renderArt(spec, cell)))
        .png()
        .toBuffer(),
      left: (i % ART_VIEWS) * cell,
      top: Math.floor(i / ART_VIEWS) * cell,
    })),
  );
  await sharp({
    create: {
      width: cell * ART_VIEWS,
      height: cell * specs.length,
      channels: 3,
      background: "#ffffff",
    },
  })
    .composite(tiles)
    .png()
    .toFile(file);
}

void main();
