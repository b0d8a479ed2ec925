import { checkNewsletterForm } from "@/lib/newsletter";
import { newsletterRequestSchema } from "@/lib/validations/newsletter";

// The footer form checks in the browser without zod; the handler parses with zod. Both must
// accept and refuse the same addresses, with the same words.
test.each([
  "asha@example.in",
  "  asha.rao+gifts@mail.example.co.in ",
  "",
  "   ",
  "asha@",
  "asha@example",
  ".asha@example.in",
  "asha..rao@example.in",
  `${"a".repeat(250)}@example.in`,
])("the form and the handler agree on %j", (email) => {
  const form = checkNewsletterForm({ email, agree: true });
  const handler = newsletterRequestSchema.safeParse({ email });
  expect(form.ok).toBe(handler.success);
  if (form.ok && handler.success) expect(form.email).toBe(handler.data.email);
  if (!form.ok && !handler.success)
    expect(form.errors.email).toBe(handler.error.issues[0]?.message);
});

test("the agreement must stay ticked", () => {
  expect(checkNewsletterForm({ email: "asha@example.in", agree: false })).toEqual({
    ok: false,
    errors: { agree: "Please agree to receive our emails to subscribe." },
  });
});
