/** The recipient pages of seed-spec §2; products carry their slugs. One list with the storefront. */
export {
  RECIPIENT_SLUGS as RECIPIENTS,
  type RecipientSlug as Recipient,
} from "@giftshop/shared/recipients";
