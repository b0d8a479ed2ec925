// Next's own reading of the deployment id: the app router loads this module anyway, so it adds
// nothing to a page, and it is the one copy that takes the id from the HTML (and removes it).
import { getDeploymentId } from "next/dist/shared/lib/deployment-id";

/** The quality the optimiser answers at: next/image's default, and the only one allowed. */
const QUALITY = 75;

/**
 * The image optimiser's widths and quality: next.config.ts's `images` reads them, and so does
 * `sizedImg`, which writes the optimiser's URLs the way next/image does without shipping
 * next/image (tests/unit/lib/images.test.ts holds the two to each other).
 *
 * Fewer widths than Next's default (up to 3840): every width is a srcset entry in the HTML of
 * each full-width picture, and no layout here draws one wider than 1920 CSS px.
 */
export const IMAGE_OPTIMISER = {
  /** The widths a picture drawn across the screen (`sizes` in vw) is offered at. */
  deviceSizes: [640, 828, 1080, 1280, 1920],
  /** The smaller widths, for pictures narrower than a screen (a card's 1x is 384). */
  imageSizes: [96, 128, 256, 384],
  qualities: [QUALITY],
};

const WIDTHS = [...IMAGE_OPTIMISER.imageSizes, ...IMAGE_OPTIMISER.deviceSizes].sort(
  (a, b) => a - b,
);
const WIDEST = Math.max(...WIDTHS);

/**
 * A picture at most `maxWidth` CSS px wide, and narrower where `sizes` says so, as a srcset of
 * two of the optimiser's widths: the narrowest at least `maxWidth` (its 1x) and the narrowest
 * at least twice that (its 2x), each with its width, so that the browser picks by the width the
 * picture is drawn at, not by `maxWidth`. `src` is the first, for a browser without srcset.
 *
 * next/image's `getImageProps` gives a `sizes` picture every width from a sixth of the
 * narrowest screen up (eight URLs here); two are enough for a card, and a home page draws 72.
 * Each URL is the one next/image writes for its width (tests/unit/lib/images.test.ts), so the
 * optimiser answers it from the same cache. For a client component, whose first load would
 * otherwise carry next/image's ~2.7 kB gzip.
 *
 * @example sizedImg("/uploads/products/cake.webp", 320, "50vw", false)
 * // { src: "/_next/image?url=%2Fuploads%2Fproducts%2Fcake.webp&w=384&q=75",
 * //   srcSet: "/_next/image?url=…&w=384&q=75 384w, /_next/image?url=…&w=640&q=75 640w",
 * //   sizes: "50vw", loading: "lazy" }
 */
export function sizedImg(
  src: string,
  maxWidth: number,
  sizes: string,
  preload: boolean,
): {
  src: string;
  srcSet: string | undefined;
  sizes: string | undefined;
  loading: "lazy" | undefined;
} {
  // A picture already in the page (data:, blob:) is neither optimised nor lazy; an SVG is
  // served as it is, next.config.ts leaving the optimiser's dangerouslyAllowSVG off.
  const inPage = !src || src.startsWith("data:") || src.startsWith("blob:");
  const loading = preload || inPage ? undefined : "lazy";
  if (inPage || src.split("?", 1)[0]?.endsWith(".svg")) {
    return { src: withDeploymentId(src), srcSet: undefined, sizes: undefined, loading };
  }
  const widths = [
    ...new Set([maxWidth, 2 * maxWidth].map((w) => WIDTHS.find((size) => size >= w) ?? WIDEST)),
  ];
  const urls = widths.map((w) => optimisedUrl(src, w));
  return {
    src: urls[0] ?? src,
    srcSet: urls.map((url, index) => `${url} ${widths[index]}w`).join(", "),
    sizes,
    loading,
  };
}

/** Whether `src` is a path on the shop's own origin, which Next ties to the deployment. */
const isLocal = (src: string) => src.startsWith("/") && !src.startsWith("//");

/**
 * The optimiser's URL for `src` at `width`, as next/image's default loader writes it: a local
 * picture names the deployment (`&dpl=`) when one is set. The loader also takes a `dpl` the
 * src carries and leaves /_next/static/immutable alone; those are static imports, which a
 * product picture never is.
 */
function optimisedUrl(src: string, width: number): string {
  const deploymentId = isLocal(src) ? getDeploymentId() : undefined;
  const dpl = deploymentId ? `&dpl=${deploymentId}` : "";
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}${dpl}`;
}

/** A local picture served as it is, with the deployment in its query as next/image adds it. */
function withDeploymentId(src: string): string {
  const deploymentId = getDeploymentId();
  if (!deploymentId || !isLocal(src)) return src;
  const queryAt = src.indexOf("?");
  if (queryAt === -1) return `${src}?dpl=${deploymentId}`;
  const params = new URLSearchParams(src.slice(queryAt + 1));
  if (!params.get("dpl")) params.append("dpl", deploymentId);
  return `${src.slice(0, queryAt)}?${params.toString()}`;
}
