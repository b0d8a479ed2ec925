/**
 * The recipient pages of docs/contract.md, Screens: Product list; products carry their slugs. One
 * list with the storefront.
 */
export {
  RECIPIENT_SLUGS as RECIPIENTS,
  type RecipientSlug as Recipient,
} from "@giftshop/shared/recipients";
