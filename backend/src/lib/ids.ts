import { randomBytes } from "node:crypto";
import { z } from "zod";

/** A new 24-hex id, the shape the spec's `_id` values have. */
export function newId(): string {
  return randomBytes(12).toString("hex");
}

export const idSchema = z
  .string()
  .regex(/^[a-f0-9]{24}$/, { message: "must be a 24-character hex id" });
