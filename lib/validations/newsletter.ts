/** What POST /api/newsletter accepts, by the rules the footer form checks (lib/newsletter.ts). */
import { z } from "./zod";
import {
  EMAIL_INVALID,
  EMAIL_MAX,
  EMAIL_PATTERN,
  EMAIL_REQUIRED,
  EMAIL_TOO_LONG,
} from "@/lib/newsletter";

const email = z
  .string({ message: EMAIL_REQUIRED })
  .trim()
  .min(1, { message: EMAIL_REQUIRED })
  .max(EMAIL_MAX, { message: EMAIL_TOO_LONG })
  .regex(EMAIL_PATTERN, { message: EMAIL_INVALID });

/** What the browser sends to POST /api/newsletter; the BFF handler parses it with this. */
export const newsletterRequestSchema = z.object({ email });
