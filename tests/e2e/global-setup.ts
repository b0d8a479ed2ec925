/**
 * Runs once before the e2e specs: starts the SMTP server the backend mails to, for the whole
 * run and every worker (tests/e2e/support/mailbox.ts). The function it returns is the
 * teardown.
 */
import { startMailServer } from "./support/mailbox";

export default async function globalSetup() {
  const server = await startMailServer();
  return () => server.stop();
}
