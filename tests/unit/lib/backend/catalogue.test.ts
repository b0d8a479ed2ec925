/** @jest-environment node */
import { getCategories } from "@/lib/backend/catalogue";
import { BackendError } from "@/lib/backend/fetch";

const wireCategories = [
  { _id: "c1", categoryname: "Cakes", image: "/uploads/categories/cakes.webp" },
  {
    _id: "c2",
    categoryname: "Flowers",
    image: "http://api.shop.in/uploads/categories/flowers.webp",
  },
];

function answerWith(body: unknown, status = 200) {
  jest.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

afterEach(() => jest.restoreAllMocks());

describe("getCategories", () => {
  const expected = [
    { id: "c1", name: "Cakes", image: "/uploads/categories/cakes.webp" },
    { id: "c2", name: "Flowers", image: "/uploads/categories/flowers.webp" },
  ];

  test("reads the array answer", async () => {
    answerWith(wireCategories);
    await expect(getCategories()).resolves.toEqual(expected);
  });

  test("reads the { categories } answer", async () => {
    answerWith({ success: true, categories: wireCategories });
    await expect(getCategories()).resolves.toEqual(expected);
  });

  test("a shape outside the contract is a BackendError, not a crash in a component", async () => {
    answerWith({ data: "nope" });
    await expect(getCategories()).rejects.toBeInstanceOf(BackendError);
  });

  test("an error status is a BackendError carrying the status", async () => {
    answerWith({ success: false, message: "down" }, 503);
    await expect(getCategories()).rejects.toMatchObject({ status: 503 });
  });
});
