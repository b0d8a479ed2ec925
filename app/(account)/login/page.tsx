import { redirect } from "next/navigation";
import { Suspense } from "react";
import { AuthCard } from "@/components/account/auth-card";
import { LoginScreen } from "@/components/account/login-screen";
import { safeNextPath } from "@/components/account/next-path";
import { Shimmer } from "@/components/ui/skeleton";
import { hasLiveSession } from "@/lib/auth/session";
import { privatePageMetadata } from "@/lib/seo/private-page";

export const metadata = privatePageMetadata("Login or sign up");

/**
 * /login (docs/contract.md, Screens: Account): login with an emailed code, or sign up. A shopper
 * who is already signed in goes on to `next` (or home) instead of seeing the form again.
 */
export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // Asks the backend, not just the cookie: a revoked session must see the form, not loop.
  if (await hasLiveSession()) {
    const { next } = await searchParams;
    redirect(safeNextPath(typeof next === "string" ? next : null));
  }
  return (
    <AuthCard>
      {/* The screen reads ?next= in the browser; meanwhile a block of the same height. */}
      <Suspense fallback={<LoginSkeleton />}>
        <LoginScreen />
      </Suspense>
    </AuthCard>
  );
}

function LoginSkeleton() {
  return (
    <div aria-hidden="true" className="motion-safe:animate-pulse">
      <Shimmer pulse={false} shade="medium" className="h-8 w-48 rounded-lg sm:h-9" />
      <Shimmer pulse={false} className="mt-3 h-12 rounded-lg" />
      <Shimmer pulse={false} className="mt-6 h-[3.25rem] rounded-full" />
      <div className="mt-6 space-y-5">
        <Shimmer pulse={false} className="h-[4.75rem] rounded-xl" />
        <Shimmer pulse={false} className="h-[4.75rem] rounded-xl" />
        <Shimmer pulse={false} shade="medium" className="h-12 rounded-full" />
      </div>
    </div>
  );
}
