/** Fashion and accessories: made-up brands, items, colours and their draft builder. */
import {
  blankDraft,
  describe,
  inSentence,
  pickColour,
  table,
  type Draft,
  type DraftContext,
} from "./content";
import type { Rng } from "./random";

// variant | item | type | m/f/u | lowest | highest | net quantity
const ITEMS = table(`
  watch | Classic Leather Analog Watch | Analog Watch | m | 999 | 4999 | 1 Watch
  watch | Chronograph Steel Watch | Chronograph Watch | m | 1999 | 7999 | 1 Watch
  watch | Minimalist Mesh Watch | Analog Watch | u | 1299 | 3999 | 1 Watch
  watch | Bracelet Watch | Analog Watch | f | 1499 | 5999 | 1 Watch
  watch | Smart Fitness Watch | Smart Watch | u | 1999 | 6999 | 1 Watch with Charger
  watch | Automatic Skeleton Watch | Automatic Watch | m | 4999 | 9999 | 1 Watch
  watch | Pearl Dial Watch | Analog Watch | f | 1199 | 3999 | 1 Watch
  handbag | Tote Bag | Tote Bag | f | 999 | 3999 | 1 Bag
  handbag | Sling Bag | Sling Bag | f | 699 | 2499 | 1 Bag
  handbag | Embroidered Potli Bag | Potli Bag | f | 499 | 1499 | 1 Bag
  handbag | Structured Satchel | Satchel | f | 1499 | 4999 | 1 Bag
  handbag | Evening Clutch | Clutch | f | 799 | 2999 | 1 Clutch
  handbag | Hobo Shoulder Bag | Shoulder Bag | f | 1299 | 4499 | 1 Bag
  handbag | Laptop Messenger Bag | Messenger Bag | m | 1499 | 4999 | 1 Bag
  wallet | Bi-fold Leather Wallet | Leather Wallet | m | 499 | 1999 | 1 Wallet
  wallet | RFID Blocking Card Holder | Card Holder | u | 499 | 1299 | 1 Card Holder
  wallet | Slim Money Clip Wallet | Leather Wallet | m | 599 | 1499 | 1 Wallet
  wallet | Zip-around Clutch Wallet | Women's Wallet | f | 699 | 2499 | 1 Wallet
  wallet | Wallet and Belt Gift Set | Gift Set | m | 1299 | 2999 | 1 Wallet + 1 Belt
  jewellery | Pendant Necklace | Pendant Necklace | f | 499 | 4999 | 1 Necklace
  jewellery | Jhumka Earrings | Jhumka Earrings | f | 499 | 2499 | 1 Pair
  jewellery | Kundan Necklace Set | Necklace Set | f | 1499 | 7999 | 1 Necklace + 2 Earrings
  jewellery | Stud Earrings | Stud Earrings | f | 499 | 2999 | 1 Pair
  jewellery | Charm Bracelet | Bracelet | f | 699 | 3499 | 1 Bracelet
  jewellery | Solitaire Ring | Ring | f | 999 | 9999 | 1 Ring
  jewellery | Payal Anklets | Anklet | f | 799 | 2999 | 1 Pair
  jewellery | Kada Bracelet | Bracelet | m | 799 | 3999 | 1 Bracelet
  sunglasses | Aviator Sunglasses | Aviator Sunglasses | u | 799 | 3999 | 1 Pair with Case
  sunglasses | Wayfarer Sunglasses | Wayfarer Sunglasses | u | 599 | 2999 | 1 Pair with Case
  sunglasses | Cat-Eye Sunglasses | Cat-Eye Sunglasses | f | 699 | 2999 | 1 Pair with Case
  sunglasses | Round Sunglasses | Round Sunglasses | u | 599 | 2499 | 1 Pair with Case
  sunglasses | Sports Wraparound Sunglasses | Sports Sunglasses | m | 899 | 3499 | 1 Pair with Case
  perfume | Eau de Parfum | Eau de Parfum | u | 999 | 5999 | 100 ml
  perfume | Eau de Toilette | Eau de Toilette | u | 599 | 2999 | 50 ml
  perfume | Attar Roll-on | Attar | u | 499 | 1999 | 12 ml
  perfume | Perfume Gift Set | Gift Set | u | 999 | 3499 | 4 x 20 ml
  scarf | Pashmina Stole | Stole | f | 1499 | 6999 | 1 Stole
  scarf | Printed Silk Scarf | Scarf | f | 699 | 2999 | 1 Scarf
  scarf | Block-print Cotton Stole | Stole | f | 499 | 1499 | 1 Stole
  scarf | Woollen Shawl | Shawl | f | 999 | 3999 | 1 Shawl
  scarf | Woollen Muffler | Muffler | m | 499 | 1499 | 1 Muffler
  scarf | Bandhani Dupatta | Dupatta | f | 699 | 2499 | 1 Dupatta
`).map(([variant = "", item = "", type = "", gender = "", low = "", high = "", qty = ""]) => ({
  variant,
  item,
  type,
  gender,
  range: [Number(low), Number(high)] as const,
  qty,
}));

const BRANDS: Readonly<Record<string, readonly string[]>> = {
  watch: ["Samay", "Kaalchakra", "Zenvo", "Urbane Co."],
  handbag: ["Rivaaz", "Kaira", "Meher & Co.", "Urbane Co."],
  wallet: ["Urbane Co.", "Hide & Seam", "Zenvo"],
  jewellery: ["Noor Jewels", "Aadya", "Sitara Silver", "Lumora"],
  sunglasses: ["Zenvo", "Solace Eyewear", "Dhoop"],
  perfume: ["Attar House", "Lumora", "Gulmohar Fragrances", "Oudh Story"],
  scarf: ["Vastra", "Kashmir Loom", "Rivaaz"],
};

const COLOURS: Readonly<Record<string, readonly string[]>> = {
  watch: ["Brown", "Tan", "Black", "Navy", "Silver", "Gold", "Rose Gold", "Green"],
  handbag: ["Tan", "Black", "Maroon", "Beige", "Mustard", "Pink", "Teal", "Olive", "Navy"],
  wallet: ["Brown", "Tan", "Black", "Navy", "Maroon", "Pink"],
  sunglasses: ["Black", "Brown", "Gold", "Silver", "Green", "Purple"],
  scarf: ["Maroon", "Mustard", "Teal", "Navy", "Pink", "Peach", "Olive", "Purple", "Red"],
};
// material | hue
const METALS = table(`
  925 Sterling Silver | 210
  Gold-plated Brass | 45
  Oxidised Silver | 200
  Rose Gold-plated | 15
  Kundan and Pearl | 350
  Emerald Green Stone | 140
`).map(([name = "", hue = "0"]) => ({ name, hue: Number(hue) }));
// note | hue | leans m/f/u
const NOTES = table(`
  Oud | 15 | m
  Sandalwood | 30 | u
  Rose | 330 | f
  Mogra | 45 | f
  Vetiver | 140 | m
  Citrus | 45 | u
  White Musk | 200 | u
  Lavender | 280 | f
`).map(([name = "", hue = "0", gender = "u"]) => ({ name, hue: Number(hue), gender }));

const CARE: Readonly<Record<string, readonly string[]>> = {
  watch: ["Water resistant to 30 m; not for swimming", "Keep away from perfume and magnets"],
  handbag: ["Wipe with a dry cloth", "Store in the dust bag provided", "Keep away from water"],
  wallet: ["Condition the leather every few months", "Keep away from moisture"],
  jewellery: ["Store in an airtight pouch", "Avoid contact with water, perfume and sweat"],
  sunglasses: ["Clean lenses with the microfibre cloth provided", "Store in the hard case"],
  perfume: ["Store away from heat and direct sunlight", "For external use only"],
  scarf: ["Dry clean recommended", "Store folded with a neem sachet to keep moths away"],
};

const LEADS = [
  "Made to be worn every day and noticed every time: the {what} from {brand}.",
  "Easy to pair with office wear or festive outfits – that is the {what} by {brand}.",
  "{brand} brings you the {what}, finished with care and built to last.",
];
const CLOSERS = [
  "Part of our new season collection.",
  "Arrives in a gift-ready box with a brand warranty card.",
  "A gift they will reach for again and again.",
  "Easy 7-day returns if it is not quite right.",
];

const GENDER_WORD: Readonly<Record<string, string>> = { m: "Men's ", f: "Women's ", u: "" };

/** Draft for an accessory; ctx.variant is watch, handbag, wallet, jewellery, sunglasses, perfume or scarf. */
export function fashionDraft(rng: Rng, ctx: DraftContext): Draft {
  const v = ctx.variant;
  const options = ITEMS.filter((i) => i.variant === v);
  const item = rng.pick(options.length > 0 ? options : ITEMS);
  const brand = rng.pick(BRANDS[item.variant] ?? ["Urbane Co."]);
  let gender = item.gender;
  let detail: string;
  let hue: number;
  if (item.variant === "jewellery") {
    const metal = rng.pick(METALS);
    [detail, hue] = [metal.name, metal.hue];
  } else if (item.variant === "perfume") {
    const note = rng.pick(NOTES);
    [detail, hue, gender] = [note.name, note.hue, note.gender];
  } else {
    [detail, hue] = pickColour(rng, COLOURS[item.variant] ?? ["Black"]);
  }
  const perfume = item.variant === "perfume";
  const what = perfume ? `${detail} ${item.item} ${item.qty}` : `${detail} ${item.item}`;
  const genderWord = item.variant === "jewellery" && gender === "f" ? "" : GENDER_WORD[gender];
  return {
    ...blankDraft(),
    title: `${brand} ${genderWord ?? ""}${what}`,
    name: `${brand} ${perfume ? `${item.item} ${item.qty}` : item.item}`,
    brand,
    description: describe(rng, LEADS, CLOSERS, { what: inSentence(what), brand }),
    careInstructions: rng.chance(0.85) ? [...(CARE[item.variant] ?? [])] : [],
    type: item.type,
    netQuantity: item.qty,
    hues: [hue],
    priceRange: item.range,
  };
}
