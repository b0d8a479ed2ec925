// Next's own reading of the deployment id: the app router loads this module anyway, so it adds
// nothing to a page, and it is the one copy that takes the id from the HTML (and removes it).
import { getDeploymentId } from "next/dist/shared/lib/deployment-id";

/** The quality the optimiser answers at: next/image's default, and the only one allowed. */
const QUALITY = 75;

/**
 * The image optimiser's widths and quality: next.config.ts's `images` reads them, and so does
 * `fixedSizeImg`, which writes the optimiser's URLs the way next/image does without shipping
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
 * A fixed-size picture's `src`, `srcSet` and `loading` as next/image's `getImageProps` gives
 * them, each URL written once (`urlsOnce`): the 1x URL as `src`, the 2x alone in `srcSet`, or
 * both when `preload` (a preload link has no `src` to fall back on). For a client component,
 * whose first load would otherwise carry next/image's ~2.7 kB gzip to work them out.
 *
 * @example fixedSizeImg("/uploads/products/cake.webp", 320, false)
 * // { src: "/_next/image?url=%2Fuploads%2Fproducts%2Fcake.webp&w=384&q=75",
 * //   srcSet: "/_next/image?url=%2Fuploads%2Fproducts%2Fcake.webp&w=640&q=75 2x",
 * //   loading: "lazy" }
 */
export function fixedSizeImg(
  src: string,
  width: number,
  preload: boolean,
): { src: string; srcSet: string | undefined; loading: "lazy" | undefined } {
  // A picture already in the page (data:, blob:) is neither optimised nor lazy; an SVG is
  // served as it is, next.config.ts leaving the optimiser's dangerouslyAllowSVG off.
  const inPage = !src || src.startsWith("data:") || src.startsWith("blob:");
  const loading = preload || inPage ? undefined : "lazy";
  if (inPage || src.split("?", 1)[0]?.endsWith(".svg")) {
    return { src: withDeploymentId(src), srcSet: undefined, loading };
  }
  // For 1x and 2x, the narrowest width the optimiser makes that is at least as wide (else its
  // widest); one URL when both come to the same width.
  const urls = [
    ...new Set([width, 2 * width].map((w) => WIDTHS.find((size) => size >= w) ?? WIDEST)),
  ].map((w) => optimisedUrl(src, w));
  const candidates = urls.map((url, index) => `${url} ${index + 1}x`);
  return {
    src: urls[0] ?? src,
    srcSet: (preload ? candidates : candidates.slice(-1)).join(", "),
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
