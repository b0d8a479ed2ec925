/**
 * Sends a visitor without a session from the account and checkout pages to
 * `/login?next=…`, so they come back after logging in. Each page and BFF handler checks the
 * session again: this is the first door, not the only one.
 */
import { NextResponse, type NextRequest } from "next/server";
import { sessionCookieName } from "@/lib/auth/cookies";
import { decodeSession } from "@/lib/auth/session";

export async function proxy(request: NextRequest) {
  const session = await decodeSession(request.cookies.get(sessionCookieName())?.value);
  if (session) return NextResponse.next();
  const login = request.nextUrl.clone();
  login.pathname = "/login";
  login.search = "";
  login.searchParams.set("next", `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return NextResponse.redirect(login);
}

export const config = {
  matcher: [
    "/myProfile/:path*",
    "/orders/:path*",
    "/wishlist/:path*",
    "/cartlist/:path*",
    "/addaddress/:path*",
    "/ordersummery/:path*",
    "/payment/:path*",
    "/payment-success/:path*",
    "/order-success/:path*",
  ],
};
