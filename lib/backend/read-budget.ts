import "server-only";
import v8 from "node:v8";

/**
 * How many bytes of a backend answer the storefront reads, worked out from the heap it runs
 * in, so that no backend (nor anyone between it and the storefront) can make it read more
 * than its memory holds. Production caps the heap at 384 MB (`--max-old-space-size`,
 * scripts/lib/processes.mjs), which V8 reports as a 432 MB limit with the young generation.
 *
 * What an answer read whole costs in heap, measured on 100,000 products of the catalogue's
 * shape: its text about 1× its bytes (2× with characters beyond Latin-1), `JSON.parse`'s
 * objects about 1.4× more, and what is made from them (zod's copy of a checked object, the
 * domain types) about as much again: 3–5× its bytes while it is read.
 */
export interface ReadBudget {
  /** The largest whole-catalogue answer (local catalogue, sitemap, the original's rails). */
  catalogueBytes: number;
  /** The largest answer of any other backend read. */
  answerBytes: number;
}

/**
 * The whole catalogue may be an eighth of the heap in bytes. Its heaviest read, the original
 * backend's filter list parsed whole while the copy (about 0.6× its bytes) is built from it,
 * takes 3–4× that at peak: under half the heap, the rest left to the shoppers served
 * meanwhile. Under the 384 MB cap that is 54 MB: 100,000 products (42 MB) and a quarter more.
 */
const CATALOGUE_SHARE = 1 / 8;
/** Any other answer a sixty-fourth: 5× that is under a tenth of the heap, with a few in flight. */
const ANSWER_SHARE = 1 / 64;
/** A small heap still reads a shopper's orders or a page of products (tens of kilobytes). */
const ANSWER_FLOOR_BYTES = 1024 * 1024;
/**
 * A larger heap serves more shoppers at once, not larger answers: 8 MB is many times the
 * largest answer the storefront asks for (a page of products, a shopper's orders, the home
 * page's rails), with room for a plain backend's fixed-length lists.
 */
const ANSWER_CEILING_BYTES = 8 * 1024 * 1024;

/**
 * The budget for a heap of `heapLimitBytes` (V8's `heap_size_limit`).
 * @example readBudgetFor(432 * 2 ** 20) // { catalogueBytes: 54 MB, answerBytes: 6.75 MB }
 */
export function readBudgetFor(heapLimitBytes: number): ReadBudget {
  const answerBytes = Math.floor(heapLimitBytes * ANSWER_SHARE);
  return {
    catalogueBytes: Math.floor(heapLimitBytes * CATALOGUE_SHARE),
    answerBytes: Math.min(ANSWER_CEILING_BYTES, Math.max(ANSWER_FLOOR_BYTES, answerBytes)),
  };
}

/** This process's budget: its heap limit is set at start and does not change. */
export const READ_BUDGET: ReadBudget = readBudgetFor(v8.getHeapStatistics().heap_size_limit);

/** How much of one answer is read, and how to drop its connection when it is longer. */
export interface AnswerLimit {
  maxBytes: number;
  /**
   * Aborts the request (its signal must be among the request's), not only this reader: Next's
   * Data Cache reads its own copy of a cached answer, which would otherwise go on to the end.
   */
  hangUp: AbortController;
}

/**
 * The answer's text, or null when it is longer than `maxBytes`: refused before any of it is
 * read when its Content-Length says so, else counted as it arrives and refused as soon as it
 * passes the limit, the connection dropped either way. An endless answer, from the backend or
 * anyone between, costs at most `maxBytes`.
 */
export async function textWithin(
  response: Response,
  { maxBytes, hangUp }: AnswerLimit,
): Promise<string | null> {
  if (Number(response.headers.get("content-length")) > maxBytes) {
    hangUp.abort();
    return null;
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    length += read.value.byteLength;
    if (length > maxBytes) {
      hangUp.abort();
      return null;
    }
    chunks.push(read.value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
