/** @jest-environment node */
import { fetchProfile } from "@/lib/backend/account";
import { fakeBackend } from "../../support/fake-backend";

const backend = fakeBackend();
beforeAll(async () => {
  process.env.BACKEND_URL = await backend.start();
});
afterAll(() => backend.stop());
beforeEach(() => backend.reset());

const PROFILE = { _id: "p-1", user: "u-1", name: "Asha", phone: "", email: "asha@example.in" };

describe("fetchProfile", () => {
  test("a profile without the verified flag takes it from the user data, as a §7 backend's Profile model", async () => {
    backend.on("GET /api/user/profile", { body: { success: true, profile: PROFILE } });
    backend.on("GET /api/user/data", {
      body: { success: true, userData: { name: "Asha", isAccountVerify: true } },
    });
    await expect(fetchProfile("t-1")).resolves.toMatchObject({ isAccountVerify: true });
  });

  test("a profile that carries the flag is taken as it is, with no second call", async () => {
    backend.on("GET /api/user/profile", {
      body: { success: true, profile: { ...PROFILE, isAccountVerify: false } },
    });
    await expect(fetchProfile("t-1")).resolves.toMatchObject({ isAccountVerify: false });
    expect(backend.received.map((call) => call.path)).toEqual(["/api/user/profile"]);
  });
});
