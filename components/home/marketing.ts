/**
 * The home page's marketing banners: their words (real HTML text over the picture) and the art
 * that scripts/render-banners.ts draws for them into public/banners/. They are the storefront's
 * own assets, so the home page keeps its banners when the backend is another shop's or is down.
 */
import { PATHS, searchResultsPath } from "@/lib/routing/paths";

/** Art kinds of the seed illustrations used here; the render script checks them against the backend's list. */
type BannerArtKind =
  | "cake"
  | "cupcakes"
  | "flowers"
  | "flower-box"
  | "plant"
  | "chocolate"
  | "hamper"
  | "mug"
  | "cushion"
  | "photo-frame"
  | "teddy"
  | "watch"
  | "handbag"
  | "jewellery"
  | "sunglasses"
  | "perfume"
  | "greeting-card";

export interface MarketingBanner {
  id: string;
  title: string;
  text: string;
  cta: string;
  /**
   * The listing the banner's words name (docs/contract.md, Screens: Home): a search for that
   * word, which every backend answers, or the whole list for the banner about every gift.
   */
  href: string;
  /** Backdrop hue, 0–359: drives the art and the colour shown while the picture loads. */
  hue: number;
  /** 1–3 objects drawn on the banner's right; the first is drawn largest. */
  kinds: readonly BannerArtKind[];
}

/** Pixel sizes of the rendered files; the components reserve the same aspect ratios. */
export const BANNER_SIZES = {
  hero: { width: 1600, height: 640 },
  heroPhone: { width: 960, height: 480 },
  gift: { width: 1200, height: 600 },
  offer: { width: 960, height: 480 },
} as const;

/** The rotating hero; the first slide's picture is the page's LCP element. */
export const HERO_BANNERS: readonly MarketingBanner[] = [
  {
    id: "hero-occasions",
    title: "Gifts for Every Occasion",
    text: "Cakes, flowers and surprises delivered across India",
    cta: "Shop now",
    href: PATHS.productList,
    hue: 282,
    kinds: ["hamper", "teddy", "flowers"],
  },
  {
    id: "hero-birthday",
    title: "Make Their Birthday Sweeter",
    text: "Freshly baked cakes with same-day and midnight delivery",
    cta: "Order a cake",
    href: searchResultsPath("cake"),
    hue: 18,
    kinds: ["cake", "cupcakes", "greeting-card"],
  },
  {
    id: "hero-flowers",
    title: "Say It With Flowers",
    text: "Hand-tied bouquets, fresh from the florist to their door",
    cta: "Send flowers",
    href: searchResultsPath("flowers"),
    hue: 205,
    kinds: ["flowers", "flower-box", "plant"],
  },
  {
    id: "hero-anniversary",
    title: "Anniversary Surprises",
    text: "Romantic roses, cakes and keepsakes for your special day",
    cta: "Plan a surprise",
    href: searchResultsPath("anniversary"),
    hue: 352,
    kinds: ["flower-box", "teddy", "chocolate"],
  },
];

/** The two gift banners shown side by side (stacked on phones). */
export const GIFT_BANNERS: readonly MarketingBanner[] = [
  {
    id: "gift-personalised",
    title: "Personalised Gifts They'll Treasure",
    text: "Mugs, cushions and frames with your photos",
    cta: "Personalise now",
    href: searchResultsPath("personalised"),
    hue: 252,
    kinds: ["photo-frame", "mug", "cushion"],
  },
  {
    id: "gift-plants",
    title: "Green Gifts That Grow",
    text: "Lucky bamboo, bonsai and air-purifying plants",
    cta: "Shop plants",
    href: searchResultsPath("plant"),
    hue: 150,
    kinds: ["plant", "flowers"],
  },
];

/** The offer slider's banners. */
export const OFFER_BANNERS: readonly MarketingBanner[] = [
  {
    id: "offer-cakes",
    title: "Flat 20% Off on Cakes",
    text: "On all cakes above ₹999, this week only",
    cta: "Grab the deal",
    href: searchResultsPath("cake"),
    hue: 172,
    kinds: ["cake", "cupcakes"],
  },
  {
    id: "offer-styles",
    title: "Up to 50% Off New Season Styles",
    text: "Watches, handbags and jewellery, limited time only",
    cta: "Shop the sale",
    href: searchResultsPath("fashion"),
    hue: 318,
    kinds: ["handbag", "watch", "sunglasses"],
  },
  {
    id: "offer-chocolates",
    title: "Chocolates From ₹349",
    text: "Truffles, pralines and chocolate bouquets",
    cta: "Treat someone",
    href: searchResultsPath("chocolate"),
    hue: 28,
    kinds: ["chocolate", "teddy"],
  },
  {
    id: "offer-hampers",
    title: "Free Delivery on Hampers",
    text: "Gourmet and dry fruit hampers above ₹999",
    cta: "Explore hampers",
    href: searchResultsPath("hamper"),
    hue: 232,
    kinds: ["hamper", "chocolate"],
  },
];

/** Public path of a banner's picture; `phone` is the hero's 2:1 crop for narrow screens. */
export function bannerSrc(id: string, variant: "wide" | "phone" = "wide"): string {
  return variant === "phone" ? `/banners/${id}-phone.webp` : `/banners/${id}.webp`;
}

/** The colour behind a banner while its picture loads: the dark left edge of its gradient. */
export function bannerTint(hue: number): string {
  return `hsl(${hue} 55% 26%)`;
}

/** The picture shared links show (OpenGraph): the first hero as a JPEG, which every app previews. */
export const OG_IMAGE = { url: "/banners/og-home.jpg", width: 1200, height: 630 } as const;
