/** The shop's fixed shape: categories, subcategories and banners of the seed catalogue. */
import { cakeDraft, cupcakeDraft } from "./content-cakes";
import { fashionDraft } from "./content-fashion";
import { chocolateDraft, hamperDraft } from "./content-food";
import { flowerDraft, plantDraft } from "./content-gifts";
import { personalisedDraft, teddyDraft } from "./content-personalised";
import { artKind, table, type DraftBuilder, type ReviewFamily } from "./content";
import type { SeedKindId } from "./delivery";
import type { ArtKind, ArtSpec } from "./types";

export interface CategorySpec {
  name: string;
  slug: string;
  art: ArtSpec;
}

/** Categories in menu order; the last one never gets products, so the home page must hide it. */
export const CATEGORY_SPECS: readonly CategorySpec[] = table(`
  Cakes | cakes | cake 22 0
  Flowers | flowers | flowers 350 1
  Personalised Gifts | personalised-gifts | mug 200 2
  Plants | plants | plant 130 3
  Chocolates | chocolates | chocolate 22 4
  Combos & Hampers | combos-hampers | hamper 40 5
  Fashion & Accessories | fashion-accessories | handbag 330 6
  Birthday Gifts | birthday-gifts | cupcakes 330 7
  Anniversary Gifts | anniversary-gifts | flower-box 350 8
  Festive Diyas | festive-diyas | lamp 30 9
`).map(([name = "", slug = "", art = ""]) => ({ name, slug, art: parseArt(art) }));

/** Position of the category that stays empty. */
export const EMPTY_CATEGORY_POSITION = CATEGORY_SPECS.length - 1;
/** Position of the fashion category, whose products join the seasonal sale. */
export const SALE_CATEGORY_POSITION = 6;

export interface SubcategorySpec {
  name: string;
  /** Position of the parent category. */
  category: number;
  build: DraftBuilder;
  family: ReviewFamily;
  /** How its products travel (delivery_kinds, docs/delivery.md). */
  deliveryKind: SeedKindId;
  /** Passed to the builder, e.g. "chocolate" for chocolate cakes. */
  variant: string;
  arts: readonly ArtKind[];
  /** Relative share of the catalogue's products. */
  share: number;
}

const BUILDERS: Readonly<Record<string, readonly [DraftBuilder, ReviewFamily, SeedKindId]>> = {
  cake: [cakeDraft, "cake", "cake"],
  cupcake: [cupcakeDraft, "cake", "cake"],
  flower: [flowerDraft, "flowers", "flowers"],
  plant: [plantDraft, "plants", "plants"],
  chocolate: [chocolateDraft, "sweets", "chocolates"],
  hamper: [hamperDraft, "sweets", "hampers"],
  personalised: [personalisedDraft, "gifts", "personalised"],
  teddy: [teddyDraft, "gifts", "soft-toys"],
  fashion: [fashionDraft, "fashion", "fashion"],
};

// name | category position | builder | variant | picture kinds | share
export const SUBCATEGORY_SPECS: readonly SubcategorySpec[] = table(`
  Chocolate Cakes | 0 | cake | chocolate | cake | 9
  Black Forest Cakes | 0 | cake | forest | cake | 7
  Red Velvet Cakes | 0 | cake | velvet | cake | 7
  Butterscotch Cakes | 0 | cake | butterscotch | cake | 6
  Fruit Cakes | 0 | cake | fruit | cake | 6
  Photo Cakes | 0 | cake | photo | cake | 7
  Designer Cakes | 0 | cake | designer | cake | 8
  Eggless Cakes | 0 | cake | eggless | cake | 8
  Cupcakes | 0 | cupcake | | cupcakes | 6
  Roses | 1 | flower | roses | flowers | 11
  Lilies | 1 | flower | lilies | flowers | 7
  Orchids | 1 | flower | orchids | flowers | 7
  Carnations | 1 | flower | carnations | flowers | 6
  Gerberas | 1 | flower | gerberas | flowers | 6
  Mixed Bouquets | 1 | flower | mixed | flowers | 8
  Flower Boxes | 1 | flower | box | flower-box | 8
  Personalised Mugs | 2 | personalised | mug | mug | 7
  Personalised Cushions | 2 | personalised | cushion | cushion | 6
  Photo Frames | 2 | personalised | frame | photo-frame | 6
  Personalised Keychains | 2 | personalised | keychain | photo-frame | 5
  Caricatures | 2 | personalised | caricature | photo-frame | 5
  Photo Lamps | 2 | personalised | lamp | lamp | 6
  Greeting Cards | 2 | personalised | card | greeting-card | 5
  Indoor Plants | 3 | plant | indoor | plant | 8
  Money Plants | 3 | plant | money | plant | 6
  Bonsai | 3 | plant | bonsai | plant | 5
  Succulents | 3 | plant | succulent | plant | 6
  Lucky Bamboo | 3 | plant | bamboo | plant | 5
  Chocolate Boxes | 4 | chocolate | box | chocolate | 8
  Truffles | 4 | chocolate | truffles | chocolate | 6
  Chocolate Bouquets | 4 | chocolate | bouquet | chocolate | 6
  Handmade Chocolates | 4 | chocolate | handmade | chocolate | 6
  Cake & Flower Combos | 5 | hamper | cake-flower | hamper cake | 8
  Flowers & Chocolates | 5 | hamper | flower-chocolate | hamper flower-box | 6
  Gourmet Hampers | 5 | hamper | gourmet | hamper | 7
  Dry Fruit Hampers | 5 | hamper | dry-fruit | hamper | 7
  Watches | 6 | fashion | watch | watch | 10
  Handbags | 6 | fashion | handbag | handbag | 10
  Wallets | 6 | fashion | wallet | wallet | 8
  Jewellery | 6 | fashion | jewellery | jewellery | 10
  Sunglasses | 6 | fashion | sunglasses | sunglasses | 7
  Perfumes | 6 | fashion | perfume | perfume | 8
  Scarves & Stoles | 6 | fashion | scarf | scarf | 7
  Birthday Cakes | 7 | cake | birthday | cake | 7
  Birthday Flowers | 7 | flower | birthday | flowers | 6
  Birthday Hampers | 7 | hamper | birthday | hamper | 5
  Soft Toys | 7 | teddy | | teddy | 6
  Anniversary Cakes | 8 | cake | anniversary | cake | 6
  Anniversary Flowers | 8 | flower | anniversary | flowers flower-box | 6
  Couple Gifts | 8 | personalised | couple | mug cushion photo-frame lamp | 6
  Anniversary Hampers | 8 | hamper | anniversary | hamper | 5
`).map(([name = "", category = "", builder = "", variant = "", arts = "", share = ""]) => {
  const entry = BUILDERS[builder];
  if (!entry) throw new Error(`unknown builder ${builder}`);
  return {
    name,
    category: Number(category),
    build: entry[0],
    family: entry[1],
    deliveryKind: entry[2],
    variant,
    arts: arts.split(" ").filter(Boolean).map(artKind),
    share: Number(share),
  };
});

/** Subcategories without a parent; the storefront drops them and they never get products. */
export const ORPHAN_SUBCATEGORIES: readonly string[] = [
  "Clearance",
  "Old Stock",
  "Uncategorised",
  "Test Items",
];

export interface BannerSpec {
  key: string;
  title: string;
  subtitle: string;
  art: ArtSpec;
}

// key | title | subtitle | picture
export const BANNER_SPECS: readonly BannerSpec[] = table(`
  hero-1 | Gifts for Every Occasion | Cakes, flowers and surprises delivered across India | hamper 40 1
  hero-2 | Celebrate Birthdays Sweeter | Freshly baked cakes with same-day and midnight delivery | cake 330 2
  hero-3 | Say It With Flowers | Hand-tied bouquets, fresh from the florist to their door | flowers 350 3
  hero-4 | Anniversary Surprises | Romantic roses, cakes and keepsakes for your special day | flower-box 335 4
  gift-1 | Personalised Gifts They'll Treasure | Mugs, cushions and lamps with your photos | mug 280 5
  gift-2 | Green Gifts That Grow | Lucky bamboo, bonsai and air-purifying plants | plant 130 6
  offer-1 | Flat 20% Off on Cakes | On all cakes above ₹999, this week only | cake 22 7
  offer-2 | Get up to 50% off new season styles | Watches, handbags and jewellery, limited time only | handbag 330 8
  offer-3 | Chocolates Starting at ₹349 | Truffles, pralines and chocolate bouquets | chocolate 45 9
  offer-4 | Free Delivery on Hampers | Gourmet and dry fruit hampers above ₹999 | hamper 345 0
`).map(([key = "", title = "", subtitle = "", art = ""]) => ({
  key,
  title,
  subtitle,
  art: parseArt(art),
}));

/** Parses "cake 22 0" into an ArtSpec. */
function parseArt(text: string): ArtSpec {
  const [kind = "cake", hue = "0", variant = "0"] = text.split(" ");
  return { kind: artKind(kind), hue: Number(hue), variant: Number(variant) };
}
