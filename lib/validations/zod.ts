/**
 * zod for the shared form schemas, which also run in the browser. `jitless` keeps zod from
 * probing `new Function("")` to compile its parsers: the account and checkout pages' CSP
 * forbids eval (lib/security/headers.ts), and the probe would be reported as a violation.
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };
