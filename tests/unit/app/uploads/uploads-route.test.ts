/** @jest-environment node */
import { GET } from "@/app/uploads/[...path]/route";
import { backendAsset } from "@/lib/backend/assets";

jest.mock("@/lib/backend/assets", () => ({ backendAsset: jest.fn() }));

beforeEach(() => {
  jest.mocked(backendAsset).mockResolvedValue(new Response("image", { status: 200 }));
});
afterEach(() => jest.resetAllMocks());

const get = (path: string[]) =>
  GET(new Request("http://localhost/uploads/x"), { params: Promise.resolve({ path }) });

describe("GET /uploads/[...path]", () => {
  test("an image path is fetched from the backend, each segment encoded", async () => {
    const response = await get(["products", "truffle cake.webp"]);
    expect(response.status).toBe(200);
    expect(backendAsset).toHaveBeenCalledWith("/uploads/products/truffle%20cake.webp");
  });

  test.each([
    [[".."]],
    [["..", "..", "etc", "passwd"]],
    [["products", "..", "..", "secret"]],
    [["products", ".", "x.webp"]],
    [["."]],
    [["products", ".."]],
  ])("a path with a . or .. segment (%j) answers 404 without calling the backend", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(backendAsset).not.toHaveBeenCalled();
  });

  test("a lone surrogate answers 404 without calling the backend", async () => {
    expect((await get(["\uD800.webp"])).status).toBe(404);
    expect(backendAsset).not.toHaveBeenCalled();
  });

  test("dots inside a name are a name, not a step up", async () => {
    await get(["products", "..truffle...webp"]);
    expect(backendAsset).toHaveBeenCalledWith("/uploads/products/..truffle...webp");
  });
});
