import { backendAsset } from "@/lib/backend/assets";

/**
 * Backend images under the storefront's own origin, so next/image optimises them as local
 * files and the phone opens no second connection. BACKEND_URL is read at run time.
 */
export async function GET(_request: Request, context: { params: Promise<{ path: string[] }> }) {
  const { path } = await context.params;
  // A segment no URL can carry (a lone surrogate) names no file; encoding it would throw.
  if (!path.every((segment) => segment.isWellFormed())) return new Response(null, { status: 404 });
  return backendAsset(`/uploads/${path.map(encodeURIComponent).join("/")}`);
}
