/** The local Razorpay stand-in (backend/src/test/razorpay-standin.mjs). */
export interface RazorpayStandin {
  url: string;
  orders: Map<string, Record<string, unknown>>;
  payments: Map<string, Record<string, unknown>>;
  /** Every refund made, by its id. */
  refunds: Map<string, Record<string, unknown>>;
  close(): Promise<void>;
}

export function startRazorpayStandin(options: {
  port: number;
  keyId: string;
  keySecret: string;
  host?: string;
  origins?: string[];
  log?: (line: string) => void;
}): Promise<RazorpayStandin>;

export function razorpaySignature(keySecret: string, orderId: string, paymentId: string): string;
