/**
 * Mail sent after the answer has gone: a request whose answer must not depend on whether an
 * email has an account (asking for a reset or verification code) cannot wait for SMTP, which
 * only the real accounts would. Each delivery is tried again after a pause when the transport
 * fails, and logged when it gives up.
 */

export interface Deliveries {
  /**
   * Runs `send` in the background, again after each of the retry pauses while it fails;
   * after the last failure logs `what` and runs `onGiveUp` (to withdraw an undelivered code).
   */
  later(what: string, send: () => Promise<void>, onGiveUp?: () => Promise<void>): void;
  /** Resolves once every delivery started so far has finished (tests, and a clean stop). */
  settled(): Promise<void>;
}

export interface DeliveryOptions {
  /** Pauses before each retry; the default tries three times over about half a minute. */
  retryDelaysMs?: readonly number[];
  log?: (line: string, error: unknown) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createDeliveries({
  retryDelaysMs = [5_000, 25_000],
  log = (line, error) => console.error(line, error),
}: DeliveryOptions = {}): Deliveries {
  const pending = new Set<Promise<void>>();

  const deliver = async (
    what: string,
    send: () => Promise<void>,
    onGiveUp?: () => Promise<void>,
  ) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await send();
        return;
      } catch (error) {
        const pause = retryDelaysMs[attempt];
        if (pause === undefined) {
          log(`[mail] ${what}: gave up after ${attempt + 1} tries:`, error);
          await onGiveUp?.().catch((cleanup: unknown) =>
            log(`[mail] ${what}: clean-up after the failure failed:`, cleanup),
          );
          return;
        }
        await sleep(pause);
      }
    }
  };

  return {
    later(what, send, onGiveUp) {
      const run = deliver(what, send, onGiveUp).finally(() => pending.delete(run));
      pending.add(run);
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
