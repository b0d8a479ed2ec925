import { create } from "zustand";
import { fetchSessionAccount, type SessionAccount } from "@/lib/api/session";
import { useCounts } from "./counts";
import { TAB_KEYS, forgetInTab } from "./tab-storage";

type SessionStatus = "loading" | "anonymous" | "authenticated";

interface SessionState {
  status: SessionStatus;
  user: SessionAccount | null;
  /**
   * Asks GET /api/account/me who is signed in. Once known, later calls do nothing unless
   * `force` is set (after login, sign-up or a profile change); concurrent calls share one
   * request, and only the newest request's answer is kept.
   */
  load: (options?: { force?: boolean }) => Promise<void>;
  setUser: (user: SessionAccount | null) => void;
  /** Forgets the shopper after logout: visitor state, zero badges, no chosen address. */
  clear: () => void;
}

let inflight: Promise<void> | null = null;
let latestRequest = 0;

/**
 * Who is signed in, for the header and the account islands. Module-level, so it is filled in
 * the browser only (load() runs from effects and handlers); the server render always shows
 * "loading", which the header draws as a neutral placeholder.
 */
export const useSession = create<SessionState>()((set, get) => ({
  status: "loading",
  user: null,
  load: (options) => {
    const force = options?.force ?? false;
    if (!force) {
      if (inflight) return inflight;
      if (get().status !== "loading") return Promise.resolve();
    }
    const request = ++latestRequest;
    const pending = fetchSessionAccount().then((user) => {
      if (request !== latestRequest) return;
      set({ user, status: user ? "authenticated" : "anonymous" });
    });
    const tracked = pending.finally(() => {
      if (inflight === tracked) inflight = null;
    });
    inflight = tracked;
    return tracked;
  },
  setUser: (user) => {
    // A newer truth than any answer still on its way.
    latestRequest++;
    set({ user, status: user ? "authenticated" : "anonymous" });
  },
  clear: () => {
    latestRequest++;
    set({ user: null, status: "anonymous" });
    useCounts.getState().setCounts({ cart: 0, wishlist: 0 });
    forgetInTab(TAB_KEYS.deliveryAddress);
  },
}));
