import { FEEDBACK_LIMITS, feedbackSchema, validateFeedback } from "@/lib/validations/feedback";

const valid = { name: "Asha Rao", email: "asha@example.in", message: "Loved the cake!" };

describe("feedbackSchema", () => {
  test("accepts a complete message and trims the fields", () => {
    const parsed = feedbackSchema.parse({
      name: "  Asha Rao ",
      email: " asha@example.in ",
      message: "\nLoved the cake!  ",
    });
    expect(parsed).toEqual(valid);
  });

  test("name, email and message are all required", () => {
    expect(validateFeedback({ name: "", email: "", message: "" })).toEqual({
      ok: false,
      errors: {
        name: "Please enter your name.",
        email: "Please enter your email address.",
        message: "Please enter your message.",
      },
    });
  });

  test("whitespace alone does not count as an answer", () => {
    const result = validateFeedback({ name: "   ", email: valid.email, message: "\n\t " });
    expect(result).toEqual({
      ok: false,
      errors: { name: "Please enter your name.", message: "Please enter your message." },
    });
  });

  test("missing keys are reported like empty ones", () => {
    const result = validateFeedback({});
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(["email", "message", "name"]);
  });

  test.each(["asha", "asha@", "@example.in", "asha@@example.in", "asha example@x.in"])(
    "rejects the malformed email %p",
    (email) => {
      expect(validateFeedback({ ...valid, email })).toEqual({
        ok: false,
        errors: { email: "Please enter a valid email address." },
      });
    },
  );

  test("enforces the backend's length limits", () => {
    expect(validateFeedback({ ...valid, name: "a".repeat(FEEDBACK_LIMITS.name) }).ok).toBe(true);
    expect(validateFeedback({ ...valid, name: "a".repeat(FEEDBACK_LIMITS.name + 1) })).toEqual({
      ok: false,
      errors: { name: `Please keep your name under ${FEEDBACK_LIMITS.name} characters.` },
    });
    expect(
      validateFeedback({ ...valid, message: "a".repeat(FEEDBACK_LIMITS.message + 1) }).ok,
    ).toBe(false);
  });

  test("refuses values that are not strings", () => {
    expect(validateFeedback({ name: 42, email: valid.email, message: ["hi"] })).toEqual({
      ok: false,
      errors: { name: "Please enter your name.", message: "Please enter your message." },
    });
  });
});
