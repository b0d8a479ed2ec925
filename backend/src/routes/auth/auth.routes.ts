/**
 * The /api/auth router (cart and wishlist routes live in their own routers): sign-up, login
 * with an emailed code, email verification, password reset, the auth check and logout.
 */
import { Hono } from "hono";
import { requireUser } from "../../auth/require-user";
import { CODE_RESEND_INTERVAL_MS } from "../../auth/codes";
import type { Db } from "../../db/client";
import { DEFAULT_PROFILE, type BackendProfile } from "../../profile";
import {
  isAuth,
  login,
  logout,
  register,
  resetPassword,
  sendResetOtp,
  sendVerifyOtp,
  verifyAccount,
  verifyLoginOtp,
  type AuthDeps,
} from "./auth.handlers";
import { ThrottleMemory } from "./throttle-memory";

/** The router's collaborators; `profile` defaults to full answers. */
export type AuthRouteOptions = Omit<AuthDeps, "db" | "profile" | "unknownEmails"> & {
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
    .post("/register", register(deps))
    .post("/login", login(deps))
    .post("/verify-login-otp", verifyLoginOtp(deps))
    .post("/send-verify-otp", sendVerifyOtp(deps))
    .post("/verify-Account", verifyAccount(deps))
    .post("/send-reset-otp", sendResetOtp(deps))
    .post("/reset-password", resetPassword(deps))
    .get("/is-auth", requireUser(db), isAuth(deps))
    .post("/logout", logout(deps));
}
