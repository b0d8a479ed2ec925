import { z } from "zod";

const email = z
  .string({ message: "Please enter your email address." })
  .trim()
  .min(1, { message: "Please enter your email address." })
  .max(254, { message: "That email address is too long." })
  .pipe(z.email({ message: "Please enter a valid email address." }));

/** What the browser sends to POST /api/newsletter; the BFF handler parses it with this. */
export const newsletterRequestSchema = z.object({ email });
export type NewsletterRequest = z.output<typeof newsletterRequestSchema>;

/** The footer form: the request plus the agreement box, which must stay ticked. */
export const newsletterFormSchema = newsletterRequestSchema.extend({
  agree: z.boolean().refine((ticked) => ticked, {
    message: "Please agree to receive our emails to subscribe.",
  }),
});

/** The BFF's answer: `{ message }` on success, `{ error }` otherwise. */
export const newsletterAnswerSchema = z.union([
  z.object({ message: z.string() }),
  z.object({ error: z.string() }),
]);
