/** @jest-environment node */
import { BackendError } from "@/lib/backend/fetch";
import { fetchPhoto, uploadPhoto } from "@/lib/backend/photos";

// The backend's photo calls (docs/gifting.md "Photos"): bytes out with the bearer token, the
// upload and its warning read back; the bytes in with their type, never another.

const TOKEN = "tok";
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9]);

afterEach(() => jest.restoreAllMocks());

test("an upload posts the raw bytes with the token and reads the upload and its warning", async () => {
  const fetchMock = jest.spyOn(globalThis, "fetch").mockResolvedValueOnce(
    Response.json(
      {
        success: true,
        upload: {
          id: "u1",
          width: 900,
          height: 700,
          lowResolution: true,
          type: "image/png",
          size: 9,
        },
        warning: "This photo is small (900 × 700 px) and may print blurry.",
      },
      { status: 201 },
    ),
  );
  expect(await uploadPhoto(TOKEN, PNG)).toEqual({
    upload: { id: "u1", width: 900, height: 700, lowResolution: true },
    warning: "This photo is small (900 × 700 px) and may print blurry.",
  });
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(String(url)).toMatch(/\/api\/auth\/uploads$/);
  expect(init?.method).toBe("POST");
  expect(init?.body).toBe(PNG);
  expect(init?.headers).toMatchObject({ authorization: `Bearer ${TOKEN}` });
});

test("a refusal keeps the backend's status and words", async () => {
  jest
    .spyOn(globalThis, "fetch")
    .mockResolvedValueOnce(
      Response.json(
        { success: false, message: "Please upload a JPEG, PNG or WebP photo." },
        { status: 415 },
      ),
    );
  await expect(uploadPhoto(TOKEN, PNG)).rejects.toMatchObject({
    status: 415,
    message: "Please upload a JPEG, PNG or WebP photo.",
  });
});

test("a photo is read with its image type; any other type is sent as bytes only", async () => {
  jest
    .spyOn(globalThis, "fetch")
    .mockResolvedValueOnce(new Response(PNG, { headers: { "content-type": "image/png" } }))
    .mockResolvedValueOnce(new Response(PNG, { headers: { "content-type": "text/html" } }));
  expect((await fetchPhoto(TOKEN, "u1")).type).toBe("image/png");
  expect((await fetchPhoto(TOKEN, "u1")).type).toBe("application/octet-stream");
});

test("someone else's photo is a 404 BackendError", async () => {
  jest.spyOn(globalThis, "fetch").mockResolvedValueOnce(new Response(null, { status: 404 }));
  const failure = await fetchPhoto(TOKEN, "u2").catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(BackendError);
  expect(failure).toMatchObject({ status: 404 });
});
