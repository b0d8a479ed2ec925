/**
 * The refusals of a gift's printed names, the same from storefront and backend. A module of
 * their own: the product page's gift state needs these words in the browser, not the rest of
 * gifting.ts.
 */

/** The refusal of a gift whose names are not all filled. */
export function namesMissing(labels: readonly string[]): string {
  return labels.length === 1
    ? `Please enter the ${lowerFirst(labels[0] ?? "name")} for this gift.`
    : "Please enter each name to print on this gift.";
}

/** The refusal of a name over its product's limit. */
export function nameTooLong(max: number): string {
  return `A name on this gift can be at most ${max} characters.`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
