/** The browser's call to learn who is signed in (app/api/account/me). */
import { boolean, nullable, object, string, withDefault } from "@/lib/parse";
import type { SessionUser } from "@/lib/types";
import { apiRequest } from "./request";

/** The signed-in shopper as the browser islands know them, with their email's state. */
export interface SessionAccount extends SessionUser {
  isAccountVerify: boolean;
}

const meAnswer = object({
  user: nullable(
    object<SessionAccount>({
      id: string,
      name: string,
      email: string,
      isAccountVerify: withDefault(boolean, false),
    }),
  ),
});

/** The signed-in shopper, or null for a visitor (and when no usable answer came). */
export async function fetchSessionAccount(): Promise<SessionAccount | null> {
  const result = await apiRequest("/api/account/me", meAnswer);
  // Offline or a broken answer: the header shows the visitor's Login, which still works.
  return result.ok ? result.value.user : null;
}
