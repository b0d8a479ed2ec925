/** Seed artwork: each ArtSpec becomes a standalone illustrated SVG (products, categories, banners). */
import type { ArtKind, ArtSpec } from "../types";
import { type Deco, backdrop, decorations } from "./background";
import { drawHandbag, drawWallet } from "./bags";
import { drawBalloons } from "./balloons";
import { type BannerOptions, banner } from "./banner";
import { drawCake } from "./cake";
import { drawCandles } from "./candles";
import { drawChocolate } from "./chocolate";
import { drawCupcakes } from "./cupcakes";
import { drawCushion } from "./cushion";
import { drawFlowerBox, drawFlowers } from "./flowers";
import { drawGreetingCard } from "./greeting-card";
import { drawHamper } from "./hamper";
import { drawJewellery } from "./jewellery";
import { drawLamp } from "./lamp";
import { drawMug } from "./mug";
import { hashString } from "./palette";
import { drawPerfume } from "./perfume";
import { drawPhotoFrame } from "./photo-frame";
import { drawPlant } from "./plant";
import { drawScarf } from "./scarf";
import { drawSunglasses } from "./sunglasses";
import { Ctx, at } from "./svg";
import { drawTeddy } from "./teddy";
import { drawWatch } from "./watch";

interface KindDef {
  draw: (c: Ctx) => string;
  deco: readonly (readonly Deco[])[];
  /** Enlarges small drawings around the floor point so every tile feels equally full. */
  zoom?: number;
  night?: boolean;
}

const KINDS: Record<ArtKind, KindDef> = {
  cake: { draw: drawCake, deco: [["sprinkles"], ["confetti"], ["sparkles", "dots"]] },
  cupcakes: { draw: drawCupcakes, deco: [["sprinkles"], ["hearts", "dots"], ["confetti"]] },
  flowers: { draw: drawFlowers, deco: [["petals"], ["petals", "sparkles"], ["hearts", "petals"]] },
  "flower-box": { draw: drawFlowerBox, deco: [["petals"], ["sparkles", "petals"], ["hearts"]] },
  plant: {
    draw: drawPlant,
    deco: [["leaves"], ["leaves", "dots"], ["sparkles", "leaves"]],
    zoom: 1.12,
  },
  chocolate: { draw: drawChocolate, deco: [["hearts", "sparkles"], ["dots"], ["sparkles"]] },
  hamper: { draw: drawHamper, deco: [["confetti"], ["stars", "dots"], ["sparkles"]] },
  mug: { draw: drawMug, deco: [["hearts"], ["dots"], ["stars"]] },
  cushion: { draw: drawCushion, deco: [["hearts"], ["stars", "dots"], ["sparkles"]] },
  "photo-frame": {
    draw: drawPhotoFrame,
    deco: [["hearts", "sparkles"], ["stars"], ["dots"]],
    zoom: 1.08,
  },
  teddy: { draw: drawTeddy, deco: [["hearts"], ["hearts", "sparkles"], ["stars", "dots"]] },
  watch: { draw: drawWatch, deco: [["sparkles"], ["dots"], ["sparkles", "dots"]] },
  handbag: { draw: drawHandbag, deco: [["sparkles"], ["dots"], ["petals"]] },
  wallet: { draw: drawWallet, deco: [["dots"], ["sparkles"], ["stars"]] },
  jewellery: {
    draw: drawJewellery,
    deco: [["sparkles"], ["sparkles", "stars"], ["petals", "sparkles"]],
  },
  sunglasses: { draw: drawSunglasses, deco: [["sparkles"], ["dots", "stars"], ["confetti"]] },
  perfume: { draw: drawPerfume, deco: [["petals", "sparkles"], ["sparkles"], ["petals"]] },
  scarf: { draw: drawScarf, deco: [["dots"], ["petals"], ["sparkles", "leaves"]] },
  lamp: { draw: drawLamp, deco: [["sparkles", "stars"], ["stars"], ["sparkles"]], night: true },
  "greeting-card": {
    draw: drawGreetingCard,
    deco: [["confetti"], ["hearts", "confetti"], ["stars", "sparkles"]],
  },
  candles: { draw: drawCandles, deco: [["confetti"], ["sparkles", "dots"], ["stars"]] },
  balloons: { draw: drawBalloons, deco: [["confetti"], ["stars", "dots"], ["sparkles"]] },
};

export { ART_KINDS } from "../types";

/** Builds the drawing context for a spec; hue and variant are normalised so odd inputs still work. */
function ctxFor(spec: ArtSpec, uid: string): Ctx {
  const hue = ((Math.round(spec.hue) % 360) + 360) % 360;
  const variant = ((Math.round(spec.variant) % 10) + 10) % 10;
  const seed =
    hashString(spec.kind) ^ Math.imul(hue + 1, 2654435761) ^ Math.imul(variant + 7, 40503);
  return new Ctx(uid, hue, variant, seed, spec.look);
}

/** Scales markup about a point: `s` around (x, y), then moved by (dx, dy). */
function scaled(body: string, s: number, x: number, y: number, dx = 0, dy = 0): string {
  return `<g transform="translate(${x + dx} ${y + dy}) scale(${s}) translate(${-x} ${-y})">${body}</g>`;
}

/** One kind's object alone, enlarged by its zoom. */
function drawOne(kind: ArtKind, c: Ctx): string {
  const def = KINDS[kind];
  const z = def.zoom ?? 1;
  const drawn = def.draw(c);
  return z === 1 ? drawn : scaled(drawn, z, 400, 700);
}

/**
 * The bare object (no backdrop) in an 800×800 frame; banners place several of these. A combo
 * (look.with) stands its two parts side by side on the same floor: the main one behind on the
 * left, its partner in front on the right.
 */
function drawObject(spec: ArtSpec, c: Ctx): string {
  const partner = spec.look?.with;
  if (!partner) return drawOne(spec.kind, c);
  const other = ctxFor({ ...spec, kind: partner }, `${c.uid}w`);
  const main = scaled(drawOne(spec.kind, c), 0.78, 400, 712, -118, -4);
  const second = scaled(drawOne(partner, other), 0.6, 400, 712, 170, 20);
  c.defs.push(...other.defs);
  return main + second;
}

/**
 * How each view frames the object: the front; closer, cropped to its upper part; and another
 * setting (the backdrop of a neighbouring variant, the object a little smaller).
 */
const VIEWS = [
  { scale: 1, cy: 430, deco: 18 },
  { scale: 1.3, cy: 500, deco: 8 },
  { scale: 0.92, cy: 560, deco: 12 },
] as const;

/** Renders a square product/category illustration as a standalone SVG string. */
export function renderArt(spec: ArtSpec, size = 800): string {
  const c = ctxFor(spec, "a");
  const def = KINDS[spec.kind];
  const view = at(VIEWS, spec.view ?? 0);
  const setting = spec.view === 2 ? ctxFor({ ...spec, variant: spec.variant + 5 }, "b") : c;
  const bg = backdrop(setting, def.night);
  const styles = at(def.deco, setting.variant);
  const deco = decorations(setting, styles, view.deco, { cx: 400, cy: 430, rx: 310, ry: 320 });
  const drawn = drawObject(spec, c);
  const body = view.scale === 1 ? drawn : scaled(drawn, view.scale, 400, view.cy);
  const defs = setting === c ? c.defs : [...setting.defs, ...c.defs];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800"><defs>${defs.join("")}</defs>${bg}${deco}${body}</svg>`;
}

/** Renders a wide promo banner: rich gradient, calm left side for HTML text, objects on the right. */
export function renderBanner(opts: BannerOptions): string {
  return banner(opts, (spec, uid) => {
    const c = ctxFor(spec, uid);
    const body = drawObject(spec, c);
    return { body, defs: c.defs.join("") };
  });
}
