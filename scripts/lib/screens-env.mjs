import { e2eServerEnv } from "./e2e-env.mjs";

// The shop `npm run screens` builds, starts and photographs (scripts/screens.mjs,
// tests/screens/): the e2e shop's settings and ports (E2E_PORT, E2E_BACKEND_PORT, E2E_SMTP_PORT
// move them), in full mode, with a data folder and an inbox of its own, so the pictures never
// share a catalogue or orders with an e2e run.

/** Where the screenshot run's backend keeps its database, uploads and outbox. */
const SCREENS_DATA_DIR = ".data/screens";

/** The folder the screenshots go to, one `<screen>-<width>.png` per screen and width. */
export const SCREENS_DIR = "docs/screens";

/** The screenshot shop's environment variables (the build's and the server's). */
export function screensServerEnv() {
  const previous = process.env.E2E_BACKEND_PROFILE;
  // The pictures show everything the shop does: always the reference backend in full mode.
  delete process.env.E2E_BACKEND_PROFILE;
  try {
    return { ...e2eServerEnv(), DATA_DIR: SCREENS_DATA_DIR, E2E_MAIL_DIR: ".data/screens-mail" };
  } finally {
    if (previous !== undefined) process.env.E2E_BACKEND_PROFILE = previous;
  }
}
