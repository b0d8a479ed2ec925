/**
 * What a shopper's text may hold wherever it is stored and shown to someone else (a name on an
 * order, an address, a review, a cake message in a mail): no bidirectional controls, and no
 * character built of an endless chain of marks or joiners (docs/security.md, "The delivery
 * promise under abuse").
 */

/**
 * The invisible controls that reorder text (the Arabic letter mark, LRM, RLM, the embeddings
 * and overrides U+202A–U+202E, the isolates U+2066–U+2069): "‮gnp.exe" reads as an
 * innocent name in a mail. Letters of right-to-left scripts need none of them.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** `text` without bidirectional controls. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}

/**
 * The most code points one user-perceived character may take. The longest emoji in use (a
 * couple with two skin tones: 👩🏽‍❤️‍💋‍👨🏻) is 10, an Indic conjunct 7 or fewer; a character
 * past this is a pile of combining marks or joiners built to slip past a length count.
 */
export const MAX_CODE_POINTS_PER_CHARACTER = 10;

/** Splits text into user-perceived characters; null where the runtime has no Intl.Segmenter. */
export const graphemeSegmenter =
  typeof Intl !== "undefined" && "Segmenter" in Intl
    ? new Intl.Segmenter("und", { granularity: "grapheme" })
    : null;

/** Whether every user-perceived character of `text` is at most MAX_CODE_POINTS_PER_CHARACTER. */
export function charactersInBounds(text: string): boolean {
  if (!graphemeSegmenter) return true;
  for (const { segment } of graphemeSegmenter.segment(text)) {
    // A cheap bound first: a character's code points are at most its UTF-16 units.
    if (
      segment.length > MAX_CODE_POINTS_PER_CHARACTER &&
      Array.from(segment).length > MAX_CODE_POINTS_PER_CHARACTER
    ) {
      return false;
    }
  }
  return true;
}
