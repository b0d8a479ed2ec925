/**
 * The recipient pages of docs/contract.md, Screens: Product list ("/wife", "/mother", …): one entry
 * per page, in the order the home page's 'For Every Relationship' slider shows them. The slugs are
 * the spec's routes, spelling included ("bofriends"), because products and links already carry
 * them.
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

/*
 * Which recipient pages a product belongs on, worked out from what every product (docs/contract.md,
 * Shapes: Product) has: its title, subcategory name and category name. The reference seed tags its
 * products with these same rules, so a recipient page shows the same products whether the backend
 * filters by its own `recipients` field or the storefront filters by these rules.
 * docs/storefront-decisions.md ("Recipient pages") has the tables for shop owners.
 *
 * The first source that names anyone decides, in this order:
 *   1. the title's words, e.g. "Photo Mug for Her", "Men's Leather Wallet";
 *   2. the subcategory: its name in SHELVES, else the words of its name ("Gifts for Him");
 *   3. the category, the same way.
 * Nothing named anywhere: the product is on no recipient page.
 * Words are whole words in any case: "men" matches "Men's" but never "Women's".
 */

const HER = "women wife girlfriend fiance sister mother";
const HIM = "men husband bofriends fiance";
const COUPLES = "wife husband fiance girlfriend bofriends";

/** Words in a title or a shelf name that say who the gift is for. */
const WORDS: Readonly<Record<string, string>> = {
  wife: "wife",
  wifey: "wife",
  husband: "husband",
  hubby: "husband",
  mother: "mother",
  mothers: "mother",
  mom: "mother",
  moms: "mother",
  mum: "mother",
  mummy: "mother",
  mommy: "mother",
  maa: "mother",
  daughter: "daughter",
  daughters: "daughter",
  sister: "sister",
  sisters: "sister",
  didi: "sister",
  grandmother: "grandmother",
  grandma: "grandmother",
  granny: "grandmother",
  nani: "grandmother",
  dadi: "grandmother",
  grandparents: "grandmother men",
  grandfather: "men",
  grandpa: "men",
  father: "men",
  fathers: "men",
  dad: "men",
  dads: "men",
  papa: "men",
  parents: "mother men",
  brother: "men",
  brothers: "men",
  bhaiya: "men",
  fiance: "fiance",
  fiancee: "fiance",
  fiancé: "fiance",
  fiancée: "fiance",
  bride: "fiance wife",
  groom: "fiance husband",
  boyfriend: "bofriends",
  girlfriend: "girlfriend",
  friend: "friends",
  friends: "friends",
  friendship: "friends",
  bff: "friends",
  kids: "kids",
  kid: "kids",
  children: "kids",
  child: "kids",
  toddler: "kids",
  her: "wife girlfriend fiance sister women",
  him: HIM,
  men: HIM,
  mens: HIM,
  gents: HIM,
  women: HER,
  womens: HER,
  woman: HER,
  ladies: HER,
  couple: COUPLES,
  couples: COUPLES,
  anniversary: COUPLES,
  valentine: COUPLES,
  valentines: COUPLES,
};

/** Shelves (subcategory or category names) and who their products suit. */
const SHELVES: Readonly<Record<string, string>> = {
  // Subcategories
  "Chocolate Cakes": "friends kids husband bofriends men sister",
  "Black Forest Cakes": "mother husband friends men grandmother",
  "Red Velvet Cakes": "wife girlfriend fiance husband bofriends",
  "Butterscotch Cakes": "mother grandmother kids friends",
  "Fruit Cakes": "mother grandmother women daughter",
  "Photo Cakes": "wife husband mother friends girlfriend bofriends",
  "Designer Cakes": "kids daughter sister friends",
  "Eggless Cakes": "mother grandmother women kids",
  Cupcakes: "kids friends daughter sister girlfriend women",
  Roses: "wife girlfriend fiance women mother",
  Lilies: "mother grandmother women sister",
  Orchids: "wife women mother fiance",
  Carnations: "mother grandmother sister daughter friends",
  Gerberas: "daughter sister friends women girlfriend",
  "Mixed Bouquets": "mother wife women sister grandmother friends",
  "Flower Boxes": "wife girlfriend fiance women",
  "Personalised Mugs": "friends men women husband wife bofriends girlfriend",
  "Personalised Cushions": "wife husband girlfriend bofriends mother",
  "Photo Frames": "mother grandmother wife husband friends",
  "Personalised Keychains": "friends bofriends girlfriend sister men",
  Caricatures: "wife husband fiance friends",
  "Photo Lamps": "wife husband girlfriend bofriends mother grandmother",
  "Greeting Cards": "wife mother daughter sister friends kids girlfriend husband",
  "Indoor Plants": "mother grandmother men women friends",
  "Money Plants": "mother grandmother husband men friends",
  Bonsai: "men husband grandmother friends",
  Succulents: "friends women sister girlfriend",
  "Lucky Bamboo": "mother grandmother wife husband friends",
  "Chocolate Boxes": "wife girlfriend women friends husband bofriends",
  Truffles: "girlfriend wife fiance women sister",
  "Chocolate Bouquets": "girlfriend wife fiance daughter sister",
  "Handmade Chocolates": "friends men bofriends husband kids",
  "Cake & Flower Combos": "mother wife girlfriend sister friends",
  "Flowers & Chocolates": "wife girlfriend fiance mother sister women",
  "Gourmet Hampers": "mother grandmother men husband friends women",
  "Dry Fruit Hampers": "mother grandmother men husband women",
  Watches: "men women husband wife bofriends girlfriend fiance",
  Handbags: "women wife girlfriend sister mother",
  Wallets: "men husband bofriends friends",
  Jewellery: "women wife girlfriend fiance mother sister daughter grandmother",
  Sunglasses: "men women friends bofriends girlfriend",
  Perfumes: "men women husband wife girlfriend bofriends fiance",
  "Scarves & Stoles": "women mother grandmother wife sister",
  "Birthday Cakes": "kids friends daughter sister husband wife",
  "Birthday Flowers": "sister daughter friends mother women girlfriend",
  "Birthday Hampers": "friends men women kids husband",
  "Soft Toys": "kids daughter girlfriend sister",
  "Anniversary Flowers": "wife girlfriend fiance",
  // Categories, for products whose subcategory names nobody
  Cakes: "friends kids mother wife husband sister daughter",
  Flowers: "wife mother girlfriend women sister grandmother fiance daughter",
  "Personalised Gifts": "friends wife husband mother girlfriend bofriends",
  Plants: "mother grandmother men women friends",
  Chocolates: "girlfriend wife friends kids sister bofriends",
  "Combos & Hampers": "mother grandmother wife husband friends women men",
  "Fashion & Accessories": "men women wife husband girlfriend bofriends",
  "Birthday Gifts": "friends kids sister daughter men women",
  "Festive Diyas": "mother grandmother women men friends",
};

/** What the rules read from a product; names may be missing (an orphan or unknown shelf). */
export interface RecipientSource {
  title: string;
  subcategoryName?: string | null;
  categoryName?: string | null;
}

const BITS = new Map<string, number>(RECIPIENT_SLUGS.map((slug, index) => [slug, 1 << index]));

function maskOf(list: string): number {
  let mask = 0;
  for (const slug of list.split(" ")) {
    const bit = BITS.get(slug);
    if (bit === undefined) throw new Error(`unknown recipient ${slug}`);
    mask |= bit;
  }
  return mask;
}

/** Lower-case whole words; apostrophes and "&" split words, so "Men's" gives "men" and "s". */
function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u);
}

/** "Combos & Hampers" and "combos and hampers" name the same shelf. */
function shelfKey(name: string): string {
  return wordsOf(name)
    .filter((word) => word !== "" && word !== "and")
    .join(" ");
}

const WORD_MASKS = new Map(Object.entries(WORDS).map(([word, list]) => [word, maskOf(list)]));
const SHELF_MASKS = new Map(
  Object.entries(SHELVES).map(([name, list]) => [shelfKey(name), maskOf(list)]),
);

function wordMask(text: string): number {
  let mask = 0;
  for (const word of wordsOf(text)) mask |= WORD_MASKS.get(word) ?? 0;
  return mask;
}

// A catalogue has a few dozen shelf names but up to 100,000 products, so each name is read once.
const shelfCache = new Map<string, number>();

function shelfMask(name: string | null | undefined): number {
  if (!name) return 0;
  let mask = shelfCache.get(name);
  if (mask === undefined) {
    mask = SHELF_MASKS.get(shelfKey(name)) ?? wordMask(name);
    if (shelfCache.size >= 1000) shelfCache.clear();
    shelfCache.set(name, mask);
  }
  return mask;
}

/**
 * The recipient pages a product belongs on, in RECIPIENT_SLUGS order: its title's words decide,
 * else its subcategory, else its category (see the tables above); none when nothing applies.
 */
export function recipientsOf(product: RecipientSource): RecipientSlug[] {
  const mask =
    wordMask(product.title) ||
    shelfMask(product.subcategoryName) ||
    shelfMask(product.categoryName);
  return mask === 0 ? [] : RECIPIENT_SLUGS.filter((_, index) => (mask & (1 << index)) !== 0);
}
