const inr = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

/** Formats whole rupees the Indian way: ₹1,23,456. */
export function formatINR(rupees: number): string {
  return inr.format(rupees);
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
