/**
 * The user router: everything under /api/user needs a token. In contract mode a change
 * answers `{ success, message }` only (the storefront reloads the profile) and the user data
 * is `{ name, isAccountVerify }`, what a typical MERN auth backend gives.
 */
import { Hono } from "hono";
import { requireUser, type AuthedEnv } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { DEFAULT_PROFILE, features, type BackendProfile } from "../../profile";
import * as handle from "./user.handlers";

/** `mailer`, `deliveries` and `limiter` guard a change of email (full mode). */
export function userRoutes(
  db: Db,
  {
    profile = DEFAULT_PROFILE,
    ...options
  }: Omit<handle.UserDeps, "db" | "features"> & { profile?: BackendProfile },
) {
  const deps = { db, features: features(profile), ...options };
  return new Hono<AuthedEnv>()
    .use("/user/*", requireUser(db))
    .get("/user/data", handle.getUserData(deps))
    .get("/user/profile", handle.getProfile(deps))
    .post("/user/updateprofile", handle.updateProfile(deps))
    .post("/user/addaddress", handle.addAddress(deps))
    .put("/user/updateaddress/:id", handle.updateAddress(deps))
    .delete("/user/deleteaddress/:id", handle.deleteAddress(deps));
}
