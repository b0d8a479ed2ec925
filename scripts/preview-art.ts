/** Renders a contact sheet of every art kind plus a banner so a human can eyeball the seed artwork. */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { ART_KINDS, renderArt, renderBanner } from "../backend/src/seed/art";
import type { ArtKind } from "../backend/src/seed/types";

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
  console.log(`wrote ${path.join(out, "sheet.png")} and banner.png`);
}

void main();
