/**
 * Gifting (docs/gifting.md): a product's variants, what it can be personalised with, and what a
 * cart line carries. One source for the reference backend that stores and re-prices them and the
 * storefront that shows them. Reference-backend extensions: a backend that speaks only the
 * contract (docs/contract.md) sends none of these fields, and the storefront shows the plain
 * product.
 */
import { isCentred, type Crop, type PrintArea } from "./print-crop";
import { charactersInBounds, graphemeSegmenter, withoutBidiControls } from "./validations/text";

/** One buyable version of a product, with its own price (whole rupees). */
export interface ProductVariant {
  /** Unique within its product; lower-case letters, digits and dashes ("1kg-eggless"). */
  id: string;
  /** What the shopper reads: "1 kg · Eggless". */
  label: string;
  /** Option name → value, in the order the chooser shows them: { Weight: "1 kg", Egg: "Eggless" }. */
  options: Record<string, string>;
  price: number;
  oldPrice: number;
  /** Percent, Math.round((oldPrice - price) / oldPrice * 100). */
  discount: number;
}

/** A variant id as it may appear in a URL (`?variant=`) or a request. */
export const VARIANT_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** What a product can be personalised with; null on the product: nothing. */
export interface PersonalisationSpec {
  /** A short message piped on the cake (at most CAKE_MESSAGE_MAX graphemes). */
  cakeMessage: boolean;
  /** A printed message card sent with the gift (at most CARD_MESSAGE_MAX graphemes). */
  cardMessage: boolean;
  /**
   * Photos printed on the gift: how many it takes and the shape each is printed in (absent:
   * the photos are a reference, as an artist's, and are not cropped); null: none.
   */
  photos: { min: number; max: number; print?: PrintArea } | null;
  /**
   * Names printed or engraved on the gift (a name mug, a neon lamp): one field per label, each
   * required, at most `max` graphemes; absent or null: none.
   */
  names?: NamesSpec | null;
}

/** The names a gift prints: what each field asks ("Name on the first mug") and their length. */
export interface NamesSpec {
  labels: string[];
  max: number;
}

/**
 * What a cart line is personalised with: messages ("" for none), upload ids and the names to
 * print, in order (absent on lines kept before names existed: none).
 */
export interface Personalisation {
  cakeMessage: string;
  cardMessage: string;
  photos: string[];
  names?: string[];
  /** Where each photo sits in its print, one per photo; absent: every photo centred. */
  crops?: Crop[];
}

/** An uploaded photo as a cart line or an order item shows it. */
export interface PhotoRef {
  id: string;
  width: number;
  height: number;
  /** Below PRINT_MIN_PX on its short side: printed soft. A warning, never a refusal. */
  lowResolution: boolean;
}

/** Personalisation as the backend answers it: the photos described, not only named. */
export interface PersonalisationView {
  cakeMessage: string;
  cardMessage: string;
  photos: PhotoRef[];
  names?: string[];
  crops?: Crop[];
}

/** An order line's variant, kept as it was when the order was placed. */
export interface OrderedVariant {
  id: string;
  label: string;
}

/** Most graphemes in a message on a cake: what fits legibly on a ½ kg cake. */
export const CAKE_MESSAGE_MAX = 30;
/** Most graphemes on a message card. */
export const CARD_MESSAGE_MAX = 250;
/** Most graphemes any printed name may be given, whatever a product's own `names.max`. */
export const NAME_MAX = 20;

/** Photos: the types taken (sniffed from the bytes), the largest file, the print resolution. */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The refusal of a photo over PHOTO_MAX_BYTES, the same from the storefront and the backend. */
export const PHOTO_TOO_LARGE = "The photo is larger than 10 MB. Please choose a smaller one.";
/** Shortest side, in pixels, that prints sharp on a mug or a 12-inch cushion (≈150 dpi). */
export const PRINT_MIN_PX = 1200;
/** Smallest side taken at all: anything smaller is not a photo. */
export const PHOTO_MIN_PX = 64;

const segmenter = graphemeSegmenter;

/**
 * How many characters a shopper sees in `text`: user-perceived characters (grapheme clusters),
 * so "नमस्ते" is 3 (न, म, स्ते), an emoji with a skin tone 1, whatever its code units.
 */
export function graphemeCount(text: string): number {
  if (!segmenter) return Array.from(text).length;
  let count = 0;
  const segments = segmenter.segment(text)[Symbol.iterator]();
  while (!segments.next().done) count++;
  return count;
}

/**
 * Whether a (normalised) message fits `max` characters as a shopper sees them, none of them
 * a pile of marks or joiners (validations/text.ts): a chain of 151 emoji joined by
 * zero-width joiners is one grapheme, and does not fit.
 */
export function messageFits(text: string, max: number): boolean {
  return graphemeCount(text) <= max && charactersInBounds(text);
}

/** The first `max` graphemes of `text` (what a field keeps when a paste runs over). */
export function graphemeSlice(text: string, max: number): string {
  if (!segmenter) return Array.from(text).slice(0, max).join("");
  let out = "";
  let count = 0;
  for (const { segment } of segmenter.segment(text)) {
    if (count++ >= max) break;
    out += segment;
  }
  return out;
}

/**
 * A message as it is stored: NFC (so the same words typed on two keyboards are one line),
 * bidirectional controls and control characters other than line breaks removed, spaces at the ends trimmed, at most two
 * line breaks in a row. The cake message is one line.
 */
export function normaliseMessage(text: string, { oneLine = false } = {}): string {
  let out = withoutBidiControls(text.normalize("NFC")).replace(/\r\n?/g, "\n");
  // Controls (C0, DEL, C1) other than \n; zero-width joiners stay (they shape Indic scripts).
  out = out.replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g, "");
  if (oneLine) out = out.replace(/\s*\n\s*/g, " ");
  out = out.replace(/[ \t]+\n/g, "\n").replace(/\n{3,}/g, "\n\n");
  return out.trim();
}

/** Nothing to personalise with: what a plain line carries. */
export function isBlankPersonalisation(p: Personalisation | null | undefined): boolean {
  return (
    !p ||
    (p.cakeMessage === "" &&
      p.cardMessage === "" &&
      p.photos.length === 0 &&
      (p.names ?? []).every((name) => name === ""))
  );
}

/**
 * What a personalisation prints besides its messages and photos, as an answer or a key carries
 * it: `names` when there are some, `crops` when a photo was moved; nothing else.
 */
export function printedOf(
  p: Pick<Personalisation, "names" | "crops">,
): Pick<Personalisation, "names" | "crops"> {
  return {
    ...(p.names?.some(Boolean) ? { names: [...p.names] } : {}),
    ...(p.crops?.some((crop) => !isCentred(crop)) ? { crops: p.crops.map((c) => ({ ...c })) } : {}),
  };
}

/**
 * A cart line's key: the product id for a plain line (so a contract backend's lines, keyed by
 * product, keep their keys), else the product id, a dot and a hash of the variant and the
 * personalisation, so the same cake with another message is another line. The backend and the
 * storefront compute it alike, with the variant id passed through `keyedVariant`.
 */
export function lineKey(
  productId: string,
  variantId: string | null | undefined,
  personalisation: Personalisation | null | undefined,
): string {
  if (!variantId && isBlankPersonalisation(personalisation)) return productId;
  const p = personalisation ?? { cakeMessage: "", cardMessage: "", photos: [] };
  const printed = printedOf(p);
  // Names and crops join the key only when there are some, so lines without them keep their keys.
  const canonical = JSON.stringify([
    variantId ?? "",
    p.cakeMessage,
    p.cardMessage,
    p.photos,
    ...(printed.names || printed.crops ? [printed] : []),
  ]);
  return `${productId}.${hash(canonical)}`;
}

/**
 * The variant id that goes into a line's key: null for the product's first variant (its
 * default, what the product's own price is), so a cake added by product id alone (a contract
 * client, docs/contract.md) and one added from its page as it first shows are the same line,
 * keyed by the product id.
 */
export function keyedVariant(
  variants: readonly Pick<ProductVariant, "id">[],
  variantId: string | null | undefined,
): string | null {
  if (!variantId || variants[0]?.id === variantId) return null;
  return variantId;
}

/** A line key: a 24-hex product id, optionally a dot and 13 base-36 digits. */
export const LINE_KEY = /^[a-f0-9]{24}(\.[0-9a-z]{1,13})?$/;

/** The product id a line key starts with. */
export function productOfLine(key: string): string {
  return key.split(".")[0] ?? key;
}

/** cyrb53: a fast 53-bit string hash, in base 36 (collisions within one cart are negligible). */
function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The image type `bytes` hold, read from their first bytes (never from a name or a declared
 * type); null for anything else.
 */
export function sniffImageType(bytes: Uint8Array): PhotoType | null {
  const at = (offset: number, signature: number[]) =>
    bytes.length >= offset + signature.length &&
    signature.every((byte, i) => bytes[offset + i] === byte);
  if (at(0, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  // RIFF....WEBP
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return "image/webp";
  return null;
}
