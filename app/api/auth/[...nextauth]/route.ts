import type { NextRequest } from "next/server";
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

type Context = { params: Promise<{ nextauth: string[] }> };

/** next-auth's own endpoints (csrf, callback/{otp,signup}, session). */
function handler(request: NextRequest, context: Context) {
  return NextAuth(request, context, authOptions());
}

export { handler as GET, handler as POST };
