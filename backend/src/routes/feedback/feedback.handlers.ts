/** The feedback form's call (docs/contract.md, Feedback). */
import type { Handler } from "hono";
import { z } from "zod";
import type { Db } from "../../db/client";
import { feedback } from "../../db/schema";
import { jsonBody } from "../../lib/http";
import { newId } from "../../lib/ids";
import { emailSchema, text } from "../../lib/validation";

const feedbackBody = z.object({
  name: text("name", 100),
  email: emailSchema,
  message: text("message", 5000),
});

/** POST /feedback: stores the message (201). */
export const submitFeedback =
  (db: Db): Handler =>
  async (c) => {
    const body = await jsonBody(c, feedbackBody);
    await db.insert(feedback).values({ id: newId(), ...body });
    return c.json({ success: true, message: "Feedback submitted successfully!" }, 201);
  };
