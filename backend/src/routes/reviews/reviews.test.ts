import { eq } from "drizzle-orm";
import { reviews } from "../../db/schema";
import { testAppPerFile, type Json } from "../../test/test-app";
import { expectRejected } from "../../test/expect";
import { ids, productIds } from "../../test/fixture";
import { testEngine } from "../../test/test-db";

const t = testAppPerFile();

interface ReviewJson {
  _id: string;
  productId: string;
  userName: string;
  rating: number;
  comment: string;
  createdAt: string;
}

/** GET the reviews of `productId`, expecting 200 and an array. */
async function listReviews(productId: string): Promise<ReviewJson[]> {
  const { status, body } = await t.get(`/api/product/reviews/${productId}`);
  expect(status).toBe(200);
  expect(Array.isArray(body)).toBe(true);
  return body as ReviewJson[];
}

/** POSTs a review, expecting 201 { success: true, review }; answers the review. */
async function postReview(body: Json): Promise<ReviewJson> {
  const answer = await t.post("/api/product/review", body);
  expect(answer.status).toBe(201);
  expect(answer.body).toMatchObject({ success: true });
  return (answer.body as { review: ReviewJson }).review;
}

/** Every review row in the database, whichever product it belongs to. */
async function storedReviewCount(): Promise<number> {
  return (await t.database.db.select({ id: reviews.id }).from(reviews)).length;
}

describe(`GET /api/product/reviews/{id} (${testEngine})`, () => {
  test("returns the fixture reviews newest first with the spec's fields", async () => {
    const list = await listReviews(productIds.truffle);
    expect(list).toEqual([
      {
        _id: "b00000000000000000000002",
        productId: productIds.truffle,
        userName: "Rohan M",
        rating: 4,
        comment: "",
        createdAt: "2026-10-12T00:00:00.000Z",
      },
      {
        _id: "b00000000000000000000001",
        productId: productIds.truffle,
        userName: "Asha K",
        rating: 5,
        comment: "Lovely and moist.",
        createdAt: "2026-10-10T00:00:00.000Z",
      },
    ]);
  });

  test("a product without reviews answers an empty array", async () => {
    expect(await listReviews(productIds.pinkRoses)).toEqual([]);
  });

  test("an unknown product is 404", async () => {
    const answer = await t.get(`/api/product/reviews/${ids.unknown}`);
    expect(answer).toEqual({ status: 404, body: { success: false, message: "Product not found" } });
  });

  test("an unapproved product is 404, even though it exists", async () => {
    const answer = await t.get(`/api/product/reviews/${productIds.hiddenCake}`);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ success: false });
  });

  test.each(["not-an-id", "123", "A00000000000000000000001", `${productIds.truffle}0`])(
    "a malformed id (%s) is 400",
    async (id) => {
      const answer = await t.get(`/api/product/reviews/${id}`);
      expectRejected(answer, 400, "24-character hex id");
    },
  );
});

describe(`POST /api/product/review (${testEngine})`, () => {
  test("a valid review answers 201 { success, review } and is then listed first", async () => {
    const before = await listReviews(productIds.truffle);
    const review = await postReview({
      productId: productIds.truffle,
      userName: "Priya S",
      rating: 5,
      comment: "Perfect for the anniversary.",
    });
    expect(review).toEqual({
      _id: expect.stringMatching(/^[a-f0-9]{24}$/),
      productId: productIds.truffle,
      userName: "Priya S",
      rating: 5,
      comment: "Perfect for the anniversary.",
      createdAt: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(review.createdAt))).toBe(false);

    const after = await listReviews(productIds.truffle);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toEqual(review);
    expect(after.slice(1)).toEqual(before);
  });

  test("a review moves its product's rating, the average and count every list's card shows", async () => {
    const ratingOf = async () =>
      ((await t.get(`/api/products/${productIds.truffle}`)).body as Json).rating as {
        average: number;
        count: number;
      } | null;
    const stored = await t.database.db
      .select({ rating: reviews.rating })
      .from(reviews)
      .where(eq(reviews.productId, productIds.truffle));
    const sum = stored.reduce((total, review) => total + review.rating, 0);
    const before = await ratingOf();
    expect(before).toEqual(
      stored.length === 0
        ? null
        : { average: Math.round((sum / stored.length) * 10) / 10, count: stored.length },
    );

    await postReview({ productId: productIds.truffle, userName: "Meera", rating: 2 });
    await postReview({ productId: productIds.truffle, userName: "Arjun", rating: 5 });
    const count = stored.length + 2;
    expect(await ratingOf()).toEqual({
      average: Math.round(((sum + 7) / count) * 10) / 10,
      count,
    });
  });

  test("the comment is optional and defaults to an empty string", async () => {
    const review = await postReview({
      productId: productIds.blackForest,
      userName: "Kiran",
      rating: 3,
    });
    expect(review.comment).toBe("");
    const [stored] = await t.database.db.select().from(reviews).where(eq(reviews.id, review._id));
    expect(stored?.comment).toBe("");
  });

  test("userName and comment are trimmed before they are stored", async () => {
    const review = await postReview({
      productId: productIds.redRoses,
      userName: "   Meera Iyer \t ",
      rating: 4,
      comment: "  Fresh roses.  ",
    });
    expect(review.userName).toBe("Meera Iyer");
    expect(review.comment).toBe("Fresh roses.");
    const listed = (await listReviews(productIds.redRoses)).find((r) => r._id === review._id);
    expect(listed?.userName).toBe("Meera Iyer");
  });

  test("the length bounds are inclusive: an 80-character userName and a 2000-character comment are accepted", async () => {
    await postReview({
      productId: productIds.egglessVanilla,
      userName: "n".repeat(80),
      rating: 1,
      comment: "c".repeat(2000),
    });
  });

  const valid = { productId: productIds.pinkRoses, userName: "Asha", rating: 4, comment: "Nice" };
  const without = (field: keyof typeof valid) => {
    const copy: Json = { ...valid };
    delete copy[field];
    return copy;
  };

  test.each<[string, Json, string]>([
    ["rating 0", { ...valid, rating: 0 }, "rating"],
    ["rating 6", { ...valid, rating: 6 }, "rating"],
    ["rating 9", { ...valid, rating: 9 }, "rating"],
    ["rating -1", { ...valid, rating: -1 }, "rating"],
    ["rating 3.5", { ...valid, rating: 3.5 }, "rating"],
    ['rating "5" (a string)', { ...valid, rating: "5" }, "rating"],
    ["rating null", { ...valid, rating: null }, "rating"],
    ["rating missing", without("rating"), "rating"],
    ["userName missing", without("userName"), "userName"],
    ["userName blank", { ...valid, userName: "   " }, "userName"],
    ["userName empty", { ...valid, userName: "" }, "userName"],
    ["userName a number", { ...valid, userName: 42 }, "userName"],
    ["userName of 81 characters", { ...valid, userName: "n".repeat(81) }, "userName"],
    ["userName of 50 kB", { ...valid, userName: "n".repeat(50 * 1024) }, "userName"],
    ["comment of 2001 characters", { ...valid, comment: "c".repeat(2001) }, "comment"],
    ["comment of 3000 characters", { ...valid, comment: "c".repeat(3000) }, "comment"],
    ["comment a number", { ...valid, comment: 5 }, "comment"],
    ["productId missing", without("productId"), "productId"],
    ["productId malformed", { ...valid, productId: "not-an-id" }, "productId"],
    ["productId a number", { ...valid, productId: 123 }, "productId"],
  ])("%s answers 400 naming the field, and stores nothing", async (_name, body, field) => {
    const before = await listReviews(productIds.pinkRoses);
    const storedBefore = await storedReviewCount();
    expectRejected(await t.post("/api/product/review", body), 400, field);
    expect(await listReviews(productIds.pinkRoses)).toEqual(before);
    expect(await storedReviewCount()).toBe(storedBefore);
  });

  test("an unknown productId answers 404 and stores nothing", async () => {
    const storedBefore = await storedReviewCount();
    const answer = await t.post("/api/product/review", { ...valid, productId: ids.unknown });
    expect(answer).toEqual({ status: 404, body: { success: false, message: "Product not found" } });
    expect(await storedReviewCount()).toBe(storedBefore);
  });

  test("an unapproved product cannot be reviewed (404) and nothing is stored", async () => {
    const storedBefore = await storedReviewCount();
    const answer = await t.post("/api/product/review", {
      ...valid,
      productId: productIds.hiddenCake,
    });
    expect(answer.status).toBe(404);
    expect(await storedReviewCount()).toBe(storedBefore);
  });

  test.each(["{", "not json", "", '{"productId": "x",}'])(
    "an invalid JSON body (%j) answers 400 and stores nothing",
    async (raw) => {
      const storedBefore = await storedReviewCount();
      const answer = await t.post("/api/product/review", raw);
      expectRejected(answer, 400, "JSON");
      expect(await storedReviewCount()).toBe(storedBefore);
    },
  );

  test.each<[string, unknown]>([
    ["null", null],
    ["an array", [valid]],
    ["a number", 42],
  ])("a JSON body that is %s answers 400", async (_name, body) => {
    const storedBefore = await storedReviewCount();
    const answer = await t.post("/api/product/review", JSON.stringify(body));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
    expect(await storedReviewCount()).toBe(storedBefore);
  });

  test("a NUL character in userName or comment answers 400, not a database error", async () => {
    const storedBefore = await storedReviewCount();
    expectRejected(
      await t.post("/api/product/review", { ...valid, userName: "Asha\u0000K" }),
      400,
      "userName",
    );
    expectRejected(
      await t.post("/api/product/review", { ...valid, comment: "nice\u0000" }),
      400,
      "comment",
    );
    expect(await storedReviewCount()).toBe(storedBefore);
  });
});
