// The shopper's account data, profile and address book (`/api/user`, cookie guard, §3 "User,
// profile, addresses"). Addresses come wrapped in `address`; a flat body fails or changes
// nothing, and a missing one saves a `null` entry that breaks later deletes, as in the original.
import express from "express";
import { castBoolean, castObjectId, castString, newObjectId, ValidationError } from "./casting.mjs";
import { cookieGuard } from "./guards.mjs";
import { findById, profileOf } from "./store.mjs";

const ADDRESS_FIELDS = ["fullName", "phoneNumber", "address", "city", "state", "pin", "country"];

function refuse(res, message, status = 200) {
  return res.status(status).json({ success: false, message });
}

function isPlainObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/**
 * An address as the original's schema keeps it: its seven required texts, the billing flag,
 * its own `_id`; other fields are dropped. Throws when it would fail validation.
 * @param {Record<string, unknown>} fields
 */
function address(fields, _id = newObjectId()) {
  /** @type {Record<string, unknown>} */
  const kept = {};
  /** @type {Array<[string, string]>} */
  const problems = [];
  for (const field of ADDRESS_FIELDS) {
    const value = castString(fields[field], field, "Profile");
    if (value === undefined || value === null || value === "") {
      problems.push([field, `Path \`${field}\` is required.`]);
    }
    kept[field] = value;
  }
  if (problems.length > 0) throw new ValidationError("Profile", problems);
  const billing = castBoolean(fields.isDefaultBilling, "isDefaultBilling", "Profile");
  return { ...kept, isDefaultBilling: billing ?? false, _id };
}

/** What `addaddress` saves for its `address`: `null` when absent, else a checked address. */
function newEntry(input) {
  if (input === undefined || input === null) return null;
  // A street string (a flat body) becomes an empty address, which then fails validation.
  return address(isPlainObject(input) ? input : {});
}

/** @param {import("./store.mjs").Context} context */
export function userRoutes({ state, jwtSecret }) {
  const router = express.Router();
  const guard = cookieGuard(jwtSecret);
  const profileFor = (req) => profileOf(state, castObjectId(req.body.userId, "user", "Profile"));

  router.get("/data", guard, (req, res) => {
    try {
      const user = findById(state.users, req.body.userId, "user");
      if (!user) return refuse(res, "user not found");
      res.json({
        success: true,
        userData: { name: user.name, isAccountVerify: user.isAccountVerify },
      });
    } catch (error) {
      refuse(res, error instanceof Error ? error.message : String(error));
    }
  });

  /** Runs `work` on the caller's profile: 404 without one, 500 "Server error" when it throws. */
  const withProfile = (work) => (req, res) => {
    try {
      const profile = profileFor(req);
      if (!profile) return refuse(res, "Profile not found", 404);
      work(profile, req, res);
    } catch {
      refuse(res, "Server error", 500);
    }
  };

  router.get(
    "/profile",
    guard,
    withProfile((profile, req, res) => res.json({ success: true, profile })),
  );

  // Only the phone changes; name and email in the body are ignored.
  router.post(
    "/updateprofile",
    guard,
    withProfile((profile, req, res) => {
      const phone = castString(req.body.phone, "phone", "Profile");
      if (phone !== undefined) profile.phone = phone;
      res.json({ success: true, message: "profile updated" });
    }),
  );

  router.get("/createprofile", guard, (req, res) => {
    try {
      if (profileFor(req)) return refuse(res, "Profile already exists", 400);
      const user = findById(state.users, req.body.userId, "user");
      if (!user) return refuse(res, "User not found", 404);
      const fields = { user: user._id, phone: "", name: user.name, email: user.email };
      const profile = { _id: newObjectId(), ...fields, addresses: [], __v: 0 };
      state.profiles.push(profile);
      // A document just saved lists its own fields before `_id` and `__v`.
      res
        .status(201)
        .json({ success: true, profile: { ...fields, addresses: [], _id: profile._id, __v: 0 } });
    } catch {
      refuse(res, "Server error", 500);
    }
  });

  router.post(
    "/addaddress",
    guard,
    withProfile((profile, req, res) => {
      profile.addresses.push(newEntry(req.body.address));
      res.status(201).json({ success: true, addresses: profile.addresses });
    }),
  );

  router.put(
    "/updateaddress/:addressId",
    guard,
    withProfile((profile, req, res) => {
      // Like Mongoose's `addresses.id()`: upper-case hex matches, null entries are skipped.
      const wanted = /^[0-9a-f]{24}$/i.test(req.params.addressId)
        ? req.params.addressId.toLowerCase()
        : req.params.addressId;
      const index = profile.addresses.findIndex((entry) => entry?._id === wanted);
      const current = profile.addresses[index];
      if (!current) return refuse(res, "Address not found", 404);
      const changes = isPlainObject(req.body.address) ? req.body.address : {};
      profile.addresses[index] = address({ ...current, ...changes }, current._id);
      res.json({ success: true, address: profile.addresses[index] });
    }),
  );

  /** Throws on a `null` entry, as the original does when it reads `_id` from one. */
  const idOf = (entry) => {
    if (!entry) throw new TypeError("Cannot read properties of null (reading '_id')");
    return entry._id;
  };

  router.delete(
    "/deleteaddress/:addressId",
    guard,
    withProfile((profile, req, res) => {
      profile.addresses = profile.addresses.filter((entry) => idOf(entry) !== req.params.addressId);
      res.json({ success: true, message: "Address deleted" });
    }),
  );

  // The address comes from the body; the path segment is not read.
  router.put(
    "/setdefaultbilling/:addressId",
    guard,
    withProfile((profile, req, res) => {
      const chosen = profile.addresses.map((entry) => idOf(entry) === req.body.addressId);
      profile.addresses.forEach((entry, i) => (entry.isDefaultBilling = chosen[i]));
      res.json({ success: true, message: "Default billing address updated" });
    }),
  );

  return router;
}
