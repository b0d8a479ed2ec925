import Link from "next/link";
import { loginPath } from "@/lib/routing/paths";
import { useSession } from "@/lib/stores/session";
import { toast } from "@/lib/toast";

/** Whether a shopper is signed in; while the session check still runs, waits for it. */
export async function isSignedIn(): Promise<boolean> {
  const session = useSession.getState();
  if (session.status === "loading") await session.load();
  return useSession.getState().status === "authenticated";
}

/** This page's path and query: where a login begun here comes back to. */
export function currentPage(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * The visitor's toast with the spec's exact words (docs/contract.md, Validation), and a Login link
 * that brings them back to this page afterwards.
 */
export function askToLogin(message: string) {
  const here = currentPage();
  const id = toast.error(message, {
    action: (
      <Link
        href={loginPath(here)}
        onClick={() => toast.dismiss(id)}
        className="ml-auto shrink-0 rounded-full bg-brand-600 px-3 py-1.5 text-xs font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Login
      </Link>
    ),
  });
}
