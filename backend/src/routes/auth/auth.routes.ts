/**
 * The /api/auth router (cart and wishlist routes live in their own routers): sign-up, login
 * with an emailed code, email verification, password reset, the auth check and logout.
 */
import { Hono } from "hono";
import { requireUser } from "../../auth/require-user";
import { CODE_RESEND_INTERVAL_MS } from "../../auth/codes";
import type { Db } from "../../db/client";
import { DEFAULT_PROFILE, type BackendProfile } from "../../profile";
import * as handle from "./auth.handlers";
import { ThrottleMemory } from "./throttle-memory";

/** The router's collaborators; `profile` defaults to full answers. */
export type AuthRouteOptions = Omit<handle.AuthDeps, "db" | "profile" | "unknownEmails"> & {
  profile?: BackendProfile;
};

export function authRoutes(db: Db, { profile = DEFAULT_PROFILE, ...options }: AuthRouteOptions) {
  const deps = {
    db,
    profile,
    ...options,
    unknownEmails: new ThrottleMemory(CODE_RESEND_INTERVAL_MS),
  };
  return new Hono()
    .post("/register", handle.register(deps))
    .post("/login", handle.login(deps))
    .post("/verify-login-otp", handle.verifyLoginOtp(deps))
    .post("/send-verify-otp", handle.sendVerifyOtp(deps))
    .post("/verify-Account", handle.verifyAccount(deps))
    .post("/send-reset-otp", handle.sendResetOtp(deps))
    .post("/reset-password", handle.resetPassword(deps))
    .get("/is-auth", requireUser(db), handle.isAuth(deps))
    .post("/logout", handle.logout(deps));
}
