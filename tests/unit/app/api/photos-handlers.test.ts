/** @jest-environment node */
import "../../support/handler-session";
import { GET as photoRoute } from "@/app/api/photos/[id]/route";
import { PHOTO_TOO_LARGE } from "@giftshop/shared/gifting";
import { POST as uploadRoute } from "@/app/api/photos/route";
import { readSession } from "@/lib/auth/session";
import { BackendError } from "@/lib/backend/fetch";
import { fetchPhoto, uploadPhoto } from "@/lib/backend/photos";
import { CROSS_SITE } from "@/lib/bff/answers";
import { resetShopLimiter } from "@/lib/bff/rate-limit";
import { CACHE_LIFE } from "@/lib/cache-life";
import { PHOTO_MAX_BYTES } from "@giftshop/shared/gifting";
import { SESSION, SITE, TOKEN, expectSessionEnded } from "./handler-contract";

// The gift photo handlers (docs/gifting.md "Photos"): a signed-in shopper's bytes go to the
// backend as they are, its refusals come back in its own words, and a photo is served to its
// owner only, kept by their browser alone.

process.env.SITE_URL = SITE;

jest.mock("@/lib/backend/photos", () => ({ uploadPhoto: jest.fn(), fetchPhoto: jest.fn() }));

const UPLOAD = { id: "up-1", width: 1600, height: 1200, lowResolution: false };
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

function upload(body: BodyInit | null, { origin = SITE }: { origin?: string | null } = {}) {
  const headers: Record<string, string> = {
    host: new URL(SITE).host,
    "content-type": "image/jpeg",
  };
  if (origin) headers.origin = origin;
  return new Request(`${SITE}/api/photos`, { method: "POST", headers, body });
}

const photo = (id: string) =>
  photoRoute(new Request(`${SITE}/api/photos/${id}`), { params: Promise.resolve({ id }) });

beforeEach(async () => {
  jest.resetAllMocks();
  jest.spyOn(console, "error").mockImplementation(() => {});
  await resetShopLimiter();
  jest.mocked(readSession).mockResolvedValue(SESSION);
});
afterEach(() => jest.restoreAllMocks());

describe("POST /api/photos", () => {
  test("a visitor is told to log in (401) and the backend is not called", async () => {
    jest.mocked(readSession).mockResolvedValue(null);
    const response = await uploadRoute(upload(JPEG));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Please log in to add your photo." });
    expect(uploadPhoto).not.toHaveBeenCalled();
  });

  test("another site's page cannot upload (403)", async () => {
    const response = await uploadRoute(upload(JPEG, { origin: "https://evil.example" }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: CROSS_SITE });
    expect(uploadPhoto).not.toHaveBeenCalled();
  });

  test("forwards the bytes as they are with the shopper's token, answers 201 with the photo", async () => {
    jest.mocked(uploadPhoto).mockResolvedValue({ upload: UPLOAD, warning: null });
    const response = await uploadRoute(upload(JPEG));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ upload: UPLOAD, warning: null });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const [token, bytes] = jest.mocked(uploadPhoto).mock.calls[0]!;
    expect(token).toBe(TOKEN);
    expect([...bytes]).toEqual([...JPEG]);
  });

  test("passes the low-resolution warning on", async () => {
    const warning =
      "This photo is small (800 × 600 px) and may print blurry. A photo at least 1200 px on its short side prints sharp.";
    const small = { ...UPLOAD, width: 800, height: 600, lowResolution: true };
    jest.mocked(uploadPhoto).mockResolvedValue({ upload: small, warning });
    expect(await (await uploadRoute(upload(JPEG))).json()).toEqual({ upload: small, warning });
  });

  test.each([
    [415, "Please upload a JPEG, PNG or WebP photo."],
    [400, "This picture is too small to print. Please choose a larger photo."],
    [409, "You have uploaded many photos. Please remove some from your cart and try again."],
  ])("passes the backend's refusal (%i) through with its message", async (status, message) => {
    jest.mocked(uploadPhoto).mockRejectedValue(new BackendError(message, status));
    const response = await uploadRoute(upload(JPEG));
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: message });
  });

  test("a photo far over 10 MB is refused (413) without reaching the backend", async () => {
    const huge = new Uint8Array(PHOTO_MAX_BYTES + 200 * 1024);
    const response = await uploadRoute(upload(huge));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: PHOTO_TOO_LARGE });
    expect(uploadPhoto).not.toHaveBeenCalled();
  });

  test("so is a streamed one that declares no length, counted as it arrives", async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 12) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request(`${SITE}/api/photos`, {
      method: "POST",
      headers: { host: new URL(SITE).host, origin: SITE },
      body: stream,
      // @ts-expect-error Node's fetch needs it for a streamed body; the DOM types lack it.
      duplex: "half",
    });
    const response = await uploadRoute(request);
    expect(response.status).toBe(413);
    expect(uploadPhoto).not.toHaveBeenCalled();
  });

  test("an empty body is no photo (400), and the backend is not asked", async () => {
    const response = await uploadRoute(upload(null));
    expect(response.status).toBe(400);
    expect(uploadPhoto).not.toHaveBeenCalled();
  });

  test("a token the backend no longer accepts ends the session", async () => {
    jest.mocked(uploadPhoto).mockRejectedValue(new BackendError("Unauthorized", 401));
    await expectSessionEnded(await uploadRoute(upload(JPEG)));
  });
});

describe("GET /api/photos/{id}", () => {
  test("a visitor gets 401 and the backend is not called", async () => {
    jest.mocked(readSession).mockResolvedValue(null);
    expect((await photo("up-1")).status).toBe(401);
    expect(fetchPhoto).not.toHaveBeenCalled();
  });

  test("streams the shopper's photo with its type, kept an hour by their browser only", async () => {
    jest.mocked(fetchPhoto).mockResolvedValue({
      body: new Blob([JPEG]).stream(),
      type: "image/jpeg",
      length: String(JPEG.byteLength),
    });
    const response = await photo("up-1");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe(`private, max-age=${CACHE_LIFE.giftPhoto}`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(JPEG);
    expect(fetchPhoto).toHaveBeenCalledWith(TOKEN, "up-1");
  });

  test("someone else's photo, or none, is 404 and never kept", async () => {
    jest.mocked(fetchPhoto).mockRejectedValue(new BackendError("This photo was not found.", 404));
    const response = await photo("up-2");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "This photo was not found." });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  test("an id no upload can have is 404 without asking the backend", async () => {
    expect((await photo("..%2Fsecret")).status).toBe(404);
    expect(fetchPhoto).not.toHaveBeenCalled();
  });
});
