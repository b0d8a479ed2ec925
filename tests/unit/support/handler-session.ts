/**
 * The session as a BFF handler test drives it: `readSession` is a jest.fn (set it per test
 * with `jest.mocked(readSession)`), the rest of lib/auth/session is real, and `next/headers`
 * answers the cookies the browser holds (`browserCookies`), which ending a session reads to
 * expire them. Import this module first in the test file, before any handler: the mocks must
 * be registered before a handler loads the session module.
 */
let mockCookieNames: readonly string[] = ["uphaar.session"];

jest.mock("next/headers", () => ({
  cookies: async () => {
    const all = mockCookieNames.map((name) => ({ name, value: "encrypted" }));
    return { getAll: () => all, get: (name: string) => all.find((c) => c.name === name) };
  },
}));
jest.mock("@/lib/auth/session", () => ({
  ...jest.requireActual<object>("@/lib/auth/session"),
  readSession: jest.fn(),
}));

/** The cookies the browser sends, by name (a handler never reads their values); the session's by default. */
export function browserCookies(names: readonly string[]): void {
  mockCookieNames = names;
}
