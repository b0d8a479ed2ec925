/**
 * Runs once before the e2e specs: puts the shop's delivery clock back on the real time and
 * starts the SMTP server the backend mails to, for the whole run and every worker
 * (tests/e2e/support/mailbox.ts). The function it returns is the
 * teardown.
 */
import { startMailServer } from "./support/mailbox";
import { setShopClock } from "./support/shop-clock";

export default async function globalSetup() {
  // A run cut short may have left the delivery clock moved: every run starts on the real time.
  setShopClock(null);
  const server = await startMailServer();
  return () => server.stop();
}
