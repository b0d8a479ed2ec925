import { emailField, hasNoNul, normalizedField, requiredText } from "@/lib/validations/fields";

describe("shared field rules", () => {
  it("requiredText trims, refuses empty input and input over the limit with the given words", () => {
    const name = requiredText("Please enter your name.", 5, "Too long.");
    expect(name.parse("  Asha ")).toBe("Asha");
    expect(name.safeParse("   ").error?.issues[0]?.message).toBe("Please enter your name.");
    expect(name.safeParse(undefined).error?.issues[0]?.message).toBe("Please enter your name.");
    expect(name.safeParse("Ashwini").error?.issues[0]?.message).toBe("Too long.");
  });

  it("emailField wants a valid address within the limit", () => {
    const email = emailField(254);
    expect(email.parse(" a@example.com ")).toBe("a@example.com");
    expect(email.safeParse("").error?.issues[0]?.message).toBe("Please enter your email address.");
    expect(email.safeParse("not-an-email").error?.issues[0]?.message).toBe(
      "Please enter a valid email address.",
    );
  });

  it("normalizedField tidies the input before matching it", () => {
    const digits = normalizedField((value) => value.replace(/\s/g, ""), /^\d{3}$/, {
      missing: "Missing.",
      invalid: "Three digits.",
    });
    expect(digits.parse(" 1 2 3 ")).toBe("123");
    expect(digits.safeParse("  ").error?.issues[0]?.message).toBe("Missing.");
    expect(digits.safeParse("12a").error?.issues[0]?.message).toBe("Three digits.");
  });

  it("hasNoNul refuses the byte PostgreSQL text cannot hold", () => {
    expect(hasNoNul("fine")).toBe(true);
    expect(hasNoNul("bad\u0000byte")).toBe(false);
  });
});
