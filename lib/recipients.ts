/**
 * The recipient pages of seed-spec §2 ("/wife", "/mother", …): one entry per page, in the order
 * the home page's 'For Every Relationship' slider shows them. The slugs are the spec's routes,
 * spelling included ("bofriends"), because products and links already carry them.
 */

export const RECIPIENT_SLUGS = [
  "wife",
  "mother",
  "daughter",
  "sister",
  "fiance",
  "grandmother",
  "men",
  "women",
  "kids",
  "friends",
  "bofriends",
  "girlfriend",
  "husband",
] as const;

export type RecipientSlug = (typeof RECIPIENT_SLUGS)[number];

export interface RecipientPage {
  slug: RecipientSlug;
  /** What a shopper calls the person: "Wife", "Boyfriend". */
  label: string;
  /** The recipient page's heading, e.g. "Gifts for Wife". */
  heading: string;
  /** One sentence for the page's intro and meta description. */
  blurb: string;
  /** The page's path, e.g. "/wife". */
  href: `/${RecipientSlug}`;
  /** Square picture under public/recipients/, drawn by scripts/render-banners.ts. */
  image: `/recipients/${RecipientSlug}.webp`;
}

const COPY: Record<RecipientSlug, { label: string; heading?: string; blurb: string }> = {
  wife: {
    label: "Wife",
    blurb: "Roses, jewellery and keepsakes that say you still choose her, every single day.",
  },
  mother: {
    label: "Mother",
    blurb:
      "Fresh flowers, cakes and thoughtful hampers to thank the woman who gave you everything.",
  },
  daughter: {
    label: "Daughter",
    blurb: "Teddies, cupcakes and sweet surprises to make your little princess feel celebrated.",
  },
  sister: {
    label: "Sister",
    blurb: "Bangles, chocolates and personalised gifts for your partner in crime.",
  },
  fiance: {
    label: "Fiance",
    heading: "Gifts for Your Fiance",
    blurb: "Romantic surprises and keepsakes for the one you are about to say 'I do' to.",
  },
  grandmother: {
    label: "Grandmother",
    blurb: "Plants, sweets and photo gifts that bring a smile to your Dadi or Nani.",
  },
  men: {
    label: "Men",
    blurb: "Watches, wallets, grooming kits and more for the men who have everything.",
  },
  women: {
    label: "Women",
    blurb: "Handbags, perfumes, flowers and pampering hampers she will love.",
  },
  kids: {
    label: "Kids",
    blurb: "Cupcakes, soft toys and colourful surprises for little ones.",
  },
  friends: {
    label: "Friends",
    blurb: "Mugs, cards and treats for the friends who feel like family.",
  },
  bofriends: {
    label: "Boyfriend",
    blurb: "Cool wallets, watches and sweet surprises to make him feel special.",
  },
  girlfriend: {
    label: "Girlfriend",
    blurb: "Chocolates, teddies and roses to sweep her off her feet.",
  },
  husband: {
    label: "Husband",
    blurb: "Classic watches, perfumes and personalised gifts for your forever person.",
  },
};

/** Every recipient page, in slider order. */
export const RECIPIENT_PAGES: readonly RecipientPage[] = RECIPIENT_SLUGS.map((slug) => {
  const copy = COPY[slug];
  return {
    slug,
    label: copy.label,
    heading: copy.heading ?? `Gifts for ${copy.label}`,
    blurb: copy.blurb,
    href: `/${slug}`,
    image: `/recipients/${slug}.webp`,
  };
});

const BY_SLUG = new Map<string, RecipientPage>(RECIPIENT_PAGES.map((page) => [page.slug, page]));

/** Tells whether `slug` is one of the recipient routes (case-sensitive, as routes are). */
export function isRecipientSlug(slug: string): slug is RecipientSlug {
  return BY_SLUG.has(slug);
}

/** The recipient page for `slug`, or undefined when no such page exists. */
export function recipientBySlug(slug: string): RecipientPage | undefined {
  return BY_SLUG.get(slug);
}
