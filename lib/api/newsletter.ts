/** The browser's call to sign up for the newsletter (app/api/newsletter). */
import { nonEmptyString, object } from "@/lib/parse";
import { apiRequest } from "./request";

/** The handler confirms a sign-up with a `{ message }` for the shopper. */
const subscribed = object({ message: nonEmptyString });

/** Subscribes `email` to the newsletter. */
export function subscribe(email: string) {
  return apiRequest("/api/newsletter", subscribed, { method: "POST", body: { email } });
}
