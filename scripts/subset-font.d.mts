// Types for scripts/subset-font.mjs, which its unit test imports.
/** Where the shop's font is written (app/_fonts/inter-shop.woff2, a private folder: no route). */
export const SHOP_FONT: string;
/** The weight axis kept: the shop's lightest and heaviest weights. */
export const SHOP_WEIGHTS: { min: number; max: number };
/** The characters of a CSS unicode-range ("U+0000-00FF,U+0131,…"), as one string. */
export function charactersOf(unicodeRange: string): string;
/** The Latin unicode-range of the installed @fontsource-variable/inter. */
export function latinRange(): string;
/** The shop's font, made from the installed package. */
export function shopFont(): Promise<Buffer>;
