/**
 * Indian phone numbers and PIN codes, shared by the storefront's forms and the reference
 * backend so both accept and refuse the same input.
 */

/** A 10-digit Indian mobile number: starts with 6, 7, 8 or 9. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/**
 * Reduces what people type ("+91 98765-43210", "098765 43210") to the 10 digits that
 * MOBILE_PATTERN checks; anything else is returned trimmed, for the pattern to refuse.
 */
export function normalizeMobile(value: string): string {
  const digits = value.replace(/[\s\-().]/g, "");
  const bare = digits.replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, "");
  return /^\d+$/.test(bare) ? bare : value.trim();
}

/**
 * India's 28 states and 8 union territories, as an address names them. The storefront's State
 * list offers these, and the value sent is the name itself (both backends store the state as
 * plain text).
 */
export const INDIAN_STATES = [
  "Andaman and Nicobar Islands",
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chandigarh",
  "Chhattisgarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jammu and Kashmir",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Ladakh",
  "Lakshadweep",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Puducherry",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
] as const;

/** Older or other spellings (India Post's among them) of a name in INDIAN_STATES. */
const STATE_ALIASES: Record<string, string> = {
  "dadra and nagar haveli": "Dadra and Nagar Haveli and Daman and Diu",
  "daman and diu": "Dadra and Nagar Haveli and Daman and Diu",
  "the dadra and nagar haveli and daman and diu": "Dadra and Nagar Haveli and Daman and Diu",
  chattisgarh: "Chhattisgarh",
  orissa: "Odisha",
  pondicherry: "Puducherry",
  uttaranchal: "Uttarakhand",
  "new delhi": "Delhi",
  "nct of delhi": "Delhi",
};

const stateKey = (name: string) =>
  name.toLowerCase().replace(/&/g, " and ").replace(/\s+/g, " ").trim();

/**
 * The INDIAN_STATES name for `name` however it is written ("TAMIL NADU", "Orissa",
 * "Jammu & Kashmir"); undefined when it names none.
 */
export function indianState(name: string): (typeof INDIAN_STATES)[number] | undefined {
  const key = stateKey(name);
  const found = INDIAN_STATES.find((state) => stateKey(state) === key) ?? STATE_ALIASES[key];
  return found as (typeof INDIAN_STATES)[number] | undefined;
}
