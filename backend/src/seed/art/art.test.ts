import { mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { writeCatalogueImages } from "../images";
import {
  blankDetails,
  type ArtKind,
  type SeedCatalogue,
  type SeedImage,
  type SeedProduct,
} from "../types";
import { ART_KINDS, renderArt, renderBanner } from "./index";

function expectWellFormed(svg: string): void {
  expect(svg.startsWith("<svg")).toBe(true);
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(svg.endsWith("</svg>")).toBe(true);
  expect(svg).not.toContain("<text");
  expect(svg).not.toContain('href="http');
  expect(svg).not.toMatch(/NaN|undefined|Infinity/);
}

describe("renderArt", () => {
  it.each(ART_KINDS)("draws well-formed SVG for %s across hues and variants", (kind) => {
    for (const hue of [0, 45, 130, 210, 300, 359]) {
      for (let variant = 0; variant < 10; variant++) {
        expectWellFormed(renderArt({ kind, hue, variant }));
      }
    }
  });

  it.each(ART_KINDS)("is deterministic and sensitive to hue and variant for %s", (kind) => {
    const a = renderArt({ kind, hue: 200, variant: 3 });
    expect(renderArt({ kind, hue: 200, variant: 3 })).toBe(a);
    expect(renderArt({ kind, hue: 20, variant: 3 })).not.toBe(a);
    const variants = new Set(
      Array.from({ length: 10 }, (_, v) => renderArt({ kind, hue: 200, variant: v })),
    );
    expect(variants.size).toBe(10);
  });

  it("honours the requested size", () => {
    const svg = renderArt({ kind: "cake", hue: 330, variant: 0 }, 600);
    expect(svg).toContain('width="600" height="600" viewBox="0 0 800 800"');
  });

  it("renders every kind to a WebP of the right dimensions", async () => {
    for (const [i, kind] of ART_KINDS.entries()) {
      const svg = renderArt({ kind, hue: (i * 53) % 360, variant: i % 10 });
      const buf = await sharp(Buffer.from(svg)).webp({ quality: 80, effort: 4 }).toBuffer();
      const meta = await sharp(buf).metadata();
      expect(meta.format).toBe("webp");
      expect([meta.width, meta.height]).toEqual([800, 800]);
    }
  });
});

describe("renderBanner", () => {
  it("draws a wide banner without text and renders at 1600×640", async () => {
    const svg = renderBanner({
      title: "Love & Hugs <3",
      subtitle: "Teddies, roses and chocolates",
      hue: 340,
      kinds: ["teddy", "flowers", "chocolate"],
    });
    expectWellFormed(svg);
    expect(svg).toContain("<title>Love &amp; Hugs &lt;3: Teddies, roses and chocolates</title>");
    const meta = await sharp(await sharp(Buffer.from(svg)).webp().toBuffer()).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 640]);
  });

  it("is deterministic", () => {
    const opts = {
      title: "Diwali",
      subtitle: "Lights",
      hue: 30,
      kinds: ["lamp", "hamper"] as ArtKind[],
    };
    expect(renderBanner(opts)).toBe(renderBanner(opts));
  });
});

function image(url: string, kind: ArtKind, hue: number, variant: number): SeedImage {
  return { url, altText: kind, art: { kind, hue, variant } };
}

function product(id: string, images: SeedImage[]): SeedProduct {
  return {
    id,
    ...blankDetails(),
    title: id,
    name: id,
    brand: "Test",
    price: 499,
    oldPrice: 599,
    discount: 17,
    approved: true,
    sellerId: "s1",
    categoryId: "c1",
    subcategoryId: null,
    recipients: [],
    images,
    createdAt: "2024-01-01T00:00:00.000Z",
  };
}

describe("writeCatalogueImages", () => {
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "seed-art-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("writes each distinct picture once and skips them on the next run", async () => {
    const shared = image("/uploads/products/p-shared.webp", "mug", 200, 1);
    const catalogue: SeedCatalogue = {
      categories: [
        {
          id: "c1",
          name: "Cakes",
          position: 1,
          image: image("/uploads/categories/c-1.webp", "cake", 330, 0),
        },
      ],
      subcategories: [],
      products: [
        product("p1", [image("/uploads/products/p-1a.webp", "teddy", 20, 2), shared]),
        product("p2", [shared, image("/uploads/products/p-2a.webp", "watch", 210, 5)]),
      ],
      reviews: [],
      banners: [
        {
          key: "hero-1",
          title: "Birthday bash",
          subtitle: "Cakes and more",
          image: image("/uploads/banners/hero-1.webp", "cake", 320, 4),
        },
      ],
    };
    const progress: number[] = [];
    const first = await writeCatalogueImages(dir, catalogue, {
      concurrency: 2,
      onProgress: (done, total) => progress.push(done / total),
    });
    expect(first).toEqual({ written: 5, skipped: 0 });
    expect(progress.at(-1)).toBe(1);
    expect((await readdir(path.join(dir, "products"))).sort()).toEqual([
      "p-1a.webp",
      "p-2a.webp",
      "p-shared.webp",
    ]);

    const size = async (rel: string): Promise<[number?, number?]> => {
      const meta = await sharp(path.join(dir, rel)).metadata();
      return [meta.width, meta.height];
    };
    expect(await size("products/p-1a.webp")).toEqual([800, 800]);
    expect(await size("categories/c-1.webp")).toEqual([600, 600]);
    expect(await size("banners/hero-1.webp")).toEqual([1600, 640]);

    const before = (await stat(path.join(dir, "products/p-1a.webp"))).mtimeMs;
    const second = await writeCatalogueImages(dir, catalogue);
    expect(second).toEqual({ written: 0, skipped: 5 });
    expect((await stat(path.join(dir, "products/p-1a.webp"))).mtimeMs).toBe(before);
  });

  it("a fresh folder copies the pictures an earlier one drew from the cache", async () => {
    const catalogue: SeedCatalogue = {
      categories: [],
      subcategories: [],
      products: [
        product("p1", [
          image("/uploads/products/p-1a.webp", "cake", 30, 0),
          image("/uploads/products/p-1b.webp", "plant", 120, 1),
        ]),
      ],
      reviews: [],
      banners: [],
    };
    const cacheDir = path.join(dir, "cache");
    const first = path.join(dir, "first");
    expect(await writeCatalogueImages(first, catalogue, { cacheDir })).toEqual({
      written: 2,
      skipped: 0,
    });
    const entries = await readdir(cacheDir);
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      const bytes = await readFile(path.join(cacheDir, entry));
      const drawn = [
        await readFile(path.join(first, "products/p-1a.webp")),
        await readFile(path.join(first, "products/p-1b.webp")),
      ];
      expect(drawn.some((file) => file.equals(bytes))).toBe(true);
    }

    // Mark every cache entry: a folder that copies gets the marked bytes, one that draws
    // gets a real picture.
    for (const entry of entries) await writeFile(path.join(cacheDir, entry), `copied ${entry}`);
    const second = path.join(dir, "second");
    expect(await writeCatalogueImages(second, catalogue, { cacheDir })).toEqual({
      written: 2,
      skipped: 0,
    });
    const copied = await readFile(path.join(second, "products/p-1a.webp"), "utf8");
    expect(copied).toMatch(/^copied [0-9a-f]{64}\.webp$/);

    // A cache that cannot be written (here a file stands where its folder would be) is skipped.
    const blocked = path.join(dir, "blocked");
    await writeFile(blocked, "not a folder");
    const fourth = path.join(dir, "fourth");
    await expect(
      writeCatalogueImages(fourth, catalogue, { cacheDir: path.join(blocked, "cache") }),
    ).resolves.toEqual({ written: 2, skipped: 0 });

    // Without the cache, the same pictures are drawn.
    const third = path.join(dir, "third");
    await writeCatalogueImages(third, catalogue, { cacheDir: null });
    expect(
      (await readFile(path.join(third, "products/p-1a.webp"))).equals(
        await readFile(path.join(first, "products/p-1a.webp")),
      ),
    ).toBe(true);
  });
});
