import {
  COMMENT_MAX,
  DEFAULT_RATING,
  NAME_MAX,
  reviewFieldErrors,
  reviewFormSchema,
  reviewRequestSchema,
} from "@/lib/validations/review";

const valid = { userName: "Asha", rating: 4, comment: "Lovely cake" };

describe("reviewFormSchema", () => {
  test("accepts a name, a rating and a comment", () => {
    expect(reviewFormSchema.parse(valid)).toEqual(valid);
  });

  test("the name is required: missing, empty and blank are refused with the field's message", () => {
    for (const userName of [undefined, "", "   \t"]) {
      const parsed = reviewFormSchema.safeParse({ ...valid, userName });
      expect(parsed.success).toBe(false);
      if (!parsed.success) {
        expect(reviewFieldErrors(parsed.error)).toEqual({ userName: "Please enter your name." });
      }
    }
  });

  test("the name and the comment are trimmed", () => {
    expect(reviewFormSchema.parse({ ...valid, userName: "  Asha  ", comment: "  ok \n" })).toEqual({
      ...valid,
      userName: "Asha",
      comment: "ok",
    });
  });

  test("the rating defaults to 3 and the comment to empty", () => {
    expect(DEFAULT_RATING).toBe(3);
    expect(reviewFormSchema.parse({ userName: "Asha" })).toEqual({
      userName: "Asha",
      rating: 3,
      comment: "",
    });
  });

  test.each([1, 2, 3, 4, 5])("rating %i is accepted", (rating) => {
    expect(reviewFormSchema.parse({ ...valid, rating }).rating).toBe(rating);
  });

  test.each([0, 6, -1, 2.5, Number.NaN, "4", null])("rating %p is refused", (rating) => {
    const parsed = reviewFormSchema.safeParse({ ...valid, rating });
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(reviewFieldErrors(parsed.error).rating).toBe("Choose a rating from 1 to 5 stars.");
    }
  });

  test("long input is refused, at the limit it is accepted", () => {
    expect(reviewFormSchema.safeParse({ ...valid, userName: "a".repeat(NAME_MAX) }).success).toBe(
      true,
    );
    expect(
      reviewFormSchema.safeParse({ ...valid, userName: "a".repeat(NAME_MAX + 1) }).success,
    ).toBe(false);
    expect(reviewFormSchema.safeParse({ ...valid, comment: "a".repeat(COMMENT_MAX) }).success).toBe(
      true,
    );
    const long = reviewFormSchema.safeParse({ ...valid, comment: "a".repeat(COMMENT_MAX + 1) });
    expect(long.success).toBe(false);
    if (!long.success) {
      expect(reviewFieldErrors(long.error)).toEqual({
        comment: "Please keep your comment under 2,000 characters.",
      });
    }
  });

  test("a NUL character, which the database cannot store, is refused", () => {
    expect(reviewFormSchema.safeParse({ ...valid, comment: "a\u0000b" }).success).toBe(false);
  });
});

describe("reviewRequestSchema", () => {
  test("adds the product id the handler needs", () => {
    const productId = "6248060c3db93e6f8b5794cb";
    expect(reviewRequestSchema.parse({ ...valid, productId })).toEqual({ ...valid, productId });
  });

  test.each([undefined, "", "../etc", "a b", "x".repeat(65)])("product id %p is refused", (id) => {
    expect(reviewRequestSchema.safeParse({ ...valid, productId: id }).success).toBe(false);
  });
});
