import { backendAsset } from "@/lib/backend/assets";

/**
 * Backend images under the storefront's own origin, so next/image optimises them as local
 * files and the phone opens no second connection. BACKEND_URL is read at run time.
 */
export async function GET(_request: Request, context: { params: Promise<{ path: string[] }> }) {
  const { path } = await context.params;
  if (!path.every(namesAFile)) return new Response(null, { status: 404 });
  return backendAsset(`/uploads/${path.map(encodeURIComponent).join("/")}`);
}

/**
 * Whether a path segment can name a file under /uploads. "." and ".." are refused here, not
 * left to URL normalisation or the backend: params arrive decoded (%2e%2e is ".."), and
 * encodeURIComponent leaves dots as they are, so the backend would be asked for a path that
 * climbs. A segment no URL can carry (a lone surrogate) names no file; encoding it would throw.
 */
function namesAFile(segment: string): boolean {
  return segment !== "." && segment !== ".." && segment.isWellFormed();
}
