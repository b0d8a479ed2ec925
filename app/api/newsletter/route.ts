import { NextResponse } from "next/server";
import { subscribeNewsletter } from "@/lib/backend/newsletter";
import { errorResponse, forwardBackend, readJson, sameOrigin } from "@/lib/http/bff";
import { rateLimited, shopperOf } from "@/lib/http/rate-limit";
import { newsletterRequestSchema } from "@/lib/validations/newsletter";

/** The footer's newsletter sign-up: `{ email }` in, `{ message }` or `{ error }` out. */
export async function POST(request: Request) {
  if (!sameOrigin(request)) return errorResponse(403, "This request is not allowed.");
  const body = await readJson(request, newsletterRequestSchema);
  if (!body.ok) return body.response;
  const shopper = shopperOf(request.headers);
  const limited = await rateLimited([["newsletter-ip", shopper.ipKey]]);
  if (limited) return limited;
  const result = await forwardBackend(
    () => subscribeNewsletter(body.data.email, shopper.address),
    "We could not subscribe you right now. Please try again later.",
  );
  if (!result.ok) return result.response;
  if (result.value.status === "unavailable") {
    return errorResponse(503, "Newsletter sign-up is not available right now.");
  }
  return NextResponse.json({ message: result.value.message });
}
