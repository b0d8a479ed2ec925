/** Zod pieces the wire schemas of lib/backend share. */
import { z } from "zod";

/** A text field a backend may leave out or send as null: "" then. */
export const text = z
  .string()
  .nullish()
  .transform((value) => value ?? "");

/** The `success` and `message` fields an answer may carry, spread into its schema. */
export const answerFields = {
  success: z.boolean().optional(),
  message: z.string().optional(),
};

const answerFlags = z.object(answerFields);

/** What an answer says about itself: `success` and `message`. */
export type AnswerFlags = z.output<typeof answerFlags>;

/** An answer that only says whether the call was accepted. */
export const acknowledgement = answerFlags.loose();

/**
 * The items of a list answer that `schema` accepts; any other is skipped and reported, so one
 * bad record cannot blank a whole list. `area` and `what` name it in the log.
 */
export function parseEach<S extends z.ZodType>(
  list: readonly unknown[],
  schema: S,
  area: string,
  what: string,
): z.output<S>[] {
  const kept: z.output<S>[] = [];
  for (const item of list) {
    const parsed = schema.safeParse(item);
    if (parsed.success) kept.push(parsed.data);
    else
      console.error(`[${area}] skipped ${what} the contract does not allow:`, parsed.error.message);
  }
  return kept;
}
