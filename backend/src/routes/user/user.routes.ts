/**
 * The user router: everything under /api/user needs a token. In contract mode a change
 * answers `{ success, message }` only (the storefront reloads the profile) and the user data
 * is `{ name, isAccountVerify }`, what a typical MERN auth backend gives.
 */
import { Hono } from "hono";
import { requireUser, type AuthedEnv } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { DEFAULT_PROFILE, isContract, type BackendProfile } from "../../profile";
import {
  addAddress,
  deleteAddress,
  getProfile,
  getUserData,
  updateAddress,
  updateProfile,
} from "./user.handlers";

export function userRoutes(db: Db, profile: BackendProfile = DEFAULT_PROFILE) {
  const deps = { db, contract: isContract(profile) };
  return new Hono<AuthedEnv>()
    .use("/user/*", requireUser(db))
    .get("/user/data", getUserData(deps))
    .get("/user/profile", getProfile(deps))
    .post("/user/updateprofile", updateProfile(deps))
    .post("/user/addaddress", addAddress(deps))
    .put("/user/updateaddress/:id", updateAddress(deps))
    .delete("/user/deleteaddress/:id", deleteAddress(deps));
}
