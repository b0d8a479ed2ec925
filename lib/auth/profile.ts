import "server-only";
import { fetchProfile } from "@/lib/backend/account";
import { BackendError } from "@/lib/backend/fetch";
import { readSession } from "@/lib/auth/session";
import type { Profile } from "@/lib/types";

/**
 * The signed-in shopper's profile with addresses, for account pages; null for a visitor or
 * a session the backend no longer accepts (the page then sends them to log in).
 */
export async function getProfile(): Promise<Profile | null> {
  const session = await readSession();
  if (!session) return null;
  try {
    return await fetchProfile(session.token);
  } catch (error) {
    if (error instanceof BackendError && error.status === 401) return null;
    throw error;
  }
}
