/**
 * The share of page loads that report their Web Vitals: NEXT_PUBLIC_VITALS_SAMPLE_RATE (0–1,
 * fixed at build time), else 10% in production and every load elsewhere. A bad value reports
 * none.
 */
export function vitalsSampleRate(
  configured: string | undefined = process.env.NEXT_PUBLIC_VITALS_SAMPLE_RATE,
  production = process.env.NODE_ENV === "production",
): number {
  if (configured === undefined || configured.trim() === "") return production ? 0.1 : 1;
  const rate = Number(configured);
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : 0;
}
