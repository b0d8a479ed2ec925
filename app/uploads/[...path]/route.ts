import { backendAsset } from "@/lib/backend/assets";

/**
 * Backend images under the storefront's own origin, so next/image optimises them as local
 * files and the phone opens no second connection. BACKEND_URL is read at run time.
 */
export async function GET(_request: Request, context: { params: Promise<{ path: string[] }> }) {
  const { path } = await context.params;
  return backendAsset(`/uploads/${path.map(encodeURIComponent).join("/")}`);
}
