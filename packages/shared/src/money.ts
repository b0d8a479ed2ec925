/**
 * Formats whole rupees the Indian way: ₹1,23,456 (the last three digits, then pairs), the same
 * text as `Intl.NumberFormat("en-IN", { style: "currency", currency: "INR",
 * maximumFractionDigits: 0 })`. Written out because that constructor costs a phone 100-280 ms
 * of main thread the first time a page builds one (ICU's locale data), and every product
 * card formats its price in the browser while the page hydrates (docs/performance.md).
 */
export function formatINR(rupees: number): string {
  const sign = rupees < 0 || Object.is(rupees, -0) ? "-" : "";
  const magnitude = Math.abs(rupees);
  if (!Number.isFinite(magnitude)) return `${sign}₹${Number.isNaN(magnitude) ? "NaN" : "∞"}`;
  // Intl rounds half away from zero ("halfExpand"), as Math.round does on the magnitude.
  // The shortest decimal digits of the rounded number, without String's exponent past 1e21.
  const [mantissa = "", exponent = ""] = Math.round(magnitude).toExponential().split("e");
  const digits = mantissa.replace(".", "").padEnd(Number(exponent) + 1, "0");
  const head = digits.slice(0, -3);
  return `${sign}₹${head ? `${head.replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}` : digits}`;
}

/** The shown discount: the rounded saving over the old price, in percent (0 when none). */
export function discountPercent(price: number, oldPrice: number): number {
  if (!(oldPrice > price) || oldPrice <= 0) return 0;
  return Math.round(((oldPrice - price) / oldPrice) * 100);
}

/** The discount over a whole cart: the rounded saving over the old-price total. */
export function totalDiscountPercent(
  lines: { price: number; oldPrice: number; quantity: number }[],
) {
  const total = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const oldTotal = lines.reduce((sum, line) => sum + line.oldPrice * line.quantity, 0);
  return discountPercent(total, oldTotal);
}
