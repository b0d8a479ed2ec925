// The catalogue the stand-in starts with: the shop's kinds of gifts as the original's sellers
// would have entered them (§4 shapes: bare category and subcategory ids, Cloudinary picture
// URLs, a typed-in discount). Ids and picture URLs are the same on every start, so a failing
// test can be read against the same data. "Festive Diyas" stays empty on purpose: the original
// lists empty categories too.
import { createHash } from "node:crypto";

/** Rows of `a | b | c` text, one per line, blank lines skipped. */
function table(text) {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => line.split("|").map((cell) => cell.trim()));
}

// name | seed picture (hash prefix, pictures.mjs) | colour when the picture is missing
const CATEGORIES = table(`
  Cakes | 47daef63523e | 22
  Flowers | 19f4e8581eb1 | 350
  Personalised Gifts | 03bf919bee8d | 200
  Plants | 73e683cd7904 | 130
  Chocolates | 3f38282f3a38 | 15
  Combos & Hampers | 88817d879b4a | 40
  Fashion & Accessories | 25646351b8ea | 330
  Festive Diyas | aa4460c9efba | 30
`);

// label | category
const SUBCATEGORIES = table(`
  Chocolate Cakes | Cakes
  Fruit Cakes | Cakes
  Roses | Flowers
  Mixed Bouquets | Flowers
  Photo Gifts | Personalised Gifts
  Indoor Plants | Plants
  Chocolate Boxes | Chocolates
  Gift Hampers | Combos & Hampers
  Watches & Accessories | Fashion & Accessories
`);

// title | subcategory | price | old price | brand | size | seed pictures ("-": none) | description | ingredients
const PRODUCTS = table(`
  Chocolate Truffle Cake | Chocolate Cakes | 599 | 749 | Bake Studio | Half kg | 1e65c059e5cb 35aab79af8a9 | Silky dark chocolate ganache layered on moist chocolate sponge. | Flour, sugar, cocoa, dark chocolate, fresh cream, eggs
  Death by Chocolate Cake | Chocolate Cakes | 799 | 999 | Bake Studio | 1 kg | 2804a38e2742 | Three layers of chocolate sponge and fudge for the serious chocolate lover. | Flour, sugar, dark chocolate, milk chocolate, cocoa, butter, eggs
  Black Forest Cake | Chocolate Cakes | 649 | 799 | Cake Tales | Half kg | 0a8d5330959b 2f37e5b724b5 | Cherries, whipped cream and chocolate shavings on chocolate sponge. | Flour, sugar, cocoa, cherries, fresh cream, eggs
  Red Velvet Cake | Chocolate Cakes | 749 | 899 | Cake Tales | Half kg | 1a75f77ede36 | Velvety red sponge with a tangy cream cheese frosting. | Flour, sugar, cream cheese, cocoa, buttermilk, eggs
  Choco Chip Cake | Chocolate Cakes | 549 | 649 | Bake Studio | Half kg | 3096fbd5eb42 | Chocolate cream studded with choco chips. | Flour, sugar, chocolate chips, cocoa, fresh cream, eggs
  Eggless Chocolate Cake | Chocolate Cakes | 649 | 699 | Bake Studio | Half kg | - | An eggless chocolate sponge with chocolate cream. | Flour, sugar, cocoa, condensed milk, fresh cream
  Pineapple Cake | Fruit Cakes | 549 | 649 | Cake Tales | Half kg | 3e0dd8b8b37e | Juicy pineapple chunks and light cream on vanilla sponge. | Flour, sugar, pineapple, fresh cream, eggs
  Fresh Fruit Cake | Fruit Cakes | 849 | 999 | Cake Tales | 1 kg | 023bfa9a6856 | Seasonal fresh fruit on vanilla sponge. | Flour, sugar, kiwi, pineapple, strawberries, grapes, fresh cream, eggs
  Strawberry Cake | Fruit Cakes | 699 | 849 | Bake Studio | Half kg | 31228d8dcb9e 2a94eed98547 | Strawberry compote and pink cream. | Flour, sugar, strawberry crush, fresh cream, eggs
  Red Roses Bouquet | Roses | 699 | 899 | Petal Post | 12 stems | 0db02d1bcde3 0c9c8a274cfe | Twelve red roses wrapped in black paper with a satin bow. | Red roses, green fillers, wrapping paper, ribbon
  Pink Roses Bunch | Roses | 599 | 749 | Petal Post | 10 stems | 2993b0f1c808 | Soft pink roses with white fillers. | Pink roses, gypsophila, wrapping paper
  Rose Box | Roses | 1299 | 1599 | Bloom Box | 20 roses | 263a36795949 | Roses packed tight in a round keepsake box. | Red and white roses, hat box
  Tulip Bouquet | Mixed Bouquets | 1499 | 1799 | Bloom Box | 10 stems | 0330e70099ee | Imported tulips in a paper cone. | Tulips, wrapping paper, ribbon
  Purple Daisy Bouquet | Mixed Bouquets | 549 | 699 | Petal Post | 15 stems | 0cbc89ff442c | Cheerful purple daisies tied with a bow. | Daisies, green fillers, ribbon
  Yellow Gerbera Bouquet | Mixed Bouquets | 499 | 599 | Petal Post | 10 stems | 24896ac2c9c2 0dc40aad4c71 | Bright yellow gerberas for a sunny wish. | Gerberas, green fillers, wrapping paper
  Blue Orchid Bunch | Mixed Bouquets | 1199 | 1399 | Bloom Box | 6 stems | 3df85f9adb41 | Blue orchids with a blue bow. | Orchids, wrapping paper, ribbon
  Personalised Photo Mug | Photo Gifts | 349 | 449 | Printly | 330 ml | 32748eb1a2fb | A ceramic mug printed with your photo. | Ceramic
  Polka Dot Name Mug | Photo Gifts | 299 | 399 | Printly | 330 ml | 0c9e01c3dcf4 | A polka dot mug with a name of your choice. | Ceramic
  Sunset Photo Frame | Photo Gifts | 499 | 699 | Frame Works | 8 x 10 in | 0a007cb10ec6 0bbdc74cf295 | A wooden frame for a favourite picture. | Wood, glass
  Love Greeting Card | Photo Gifts | 149 | 199 | Printly | A5 | 1d8e3639d96d | A folded card with a heart and your message inside. | Card stock
  Moon Lamp | Photo Gifts | 899 | 1199 | Glow Gifts | 15 cm | 2cac3b8bb4f0 | A glowing moon lamp with a wooden stand. | PLA, LED, wood
  Cuddly Teddy Bear | Photo Gifts | 599 | 799 | Hug Co | 30 cm | 171f2216e2d3 | A soft brown teddy with a red bow. | Polyester fibre
  Cactus in Terracotta Pot | Indoor Plants | 349 | 449 | Green Nest | Small | 02b1b3f8787b | A hardy cactus that needs water once a fortnight. | Cactus, terracotta pot, soil
  Echeveria Succulent | Indoor Plants | 299 | 399 | Green Nest | Small | 0bb2c3d876d8 | A rosette succulent in a green pot. | Succulent, ceramic pot, soil
  Snake Plant | Indoor Plants | 499 | 649 | Green Nest | Medium | 26721aa7f409 | An air-purifying snake plant in a blue pot. | Sansevieria, ceramic pot, soil
  Lucky Bamboo Two Layer | Indoor Plants | 449 | 599 | Leafy Life | Medium | 269d3e93deb0 3a2d988c0200 | Two layers of lucky bamboo for good fortune. | Bamboo stems, pot, pebbles
  Money Plant | Indoor Plants | 399 | 499 | Leafy Life | Medium | 372dfa2daca5 | A money plant in a terracotta pot. | Pothos, terracotta pot, soil
  Jade Succulent | Indoor Plants | 349 | 449 | Leafy Life | Small | 3b280fc89a3b | A slow-growing jade in a white pot. | Jade plant, ceramic pot, soil
  Assorted Truffle Box | Chocolate Boxes | 799 | 999 | Cocoa Craft | 16 pieces | 0799a948a618 3cd2000de967 | Sixteen handmade truffles in a gift box. | Dark chocolate, milk chocolate, cream, nuts
  Heart Chocolate Box | Chocolate Boxes | 699 | 899 | Cocoa Craft | 9 pieces | 05d763861b07 | Nine chocolates in a heart-shaped box. | Milk chocolate, hazelnut, caramel
  Hazelnut Praline Box | Chocolate Boxes | 899 | 1099 | Choco Tales | 20 pieces | 18a996e50dbc | Hazelnut pralines in a wooden box. | Milk chocolate, hazelnut, sugar
  Chocolate Bar Gift Pack | Chocolate Boxes | 499 | 599 | Choco Tales | 5 bars | 224970ba5818 | Five chocolate bars in a ribboned pack. | Dark chocolate, milk chocolate, almonds
  Dark Chocolate Gift Box | Chocolate Boxes | 999 | 1199 | Cocoa Craft | 24 pieces | 3bec0f449f10 | Dark chocolates for the grown-ups. | Dark chocolate, cocoa butter, sea salt
  Fruit Basket Hamper | Gift Hampers | 1499 | 1799 | Hamper House | Large | 0f9476f0815a 16ac23fa5c6e | Seasonal fruit in a cane basket. | Apples, oranges, pears, grapes
  Gourmet Treats Hamper | Gift Hampers | 1999 | 2499 | Hamper House | Large | 0fa2d2ce9e04 | Cookies, jams and juice in a cane basket. | Cookies, jam, juice, nuts
  Festive Snack Hamper | Gift Hampers | 1299 | 1499 | Hamper House | Medium | 163d78281364 | Namkeen, sweets and a bottle of juice. | Namkeen, sweets, juice
  Diwali Dry Fruit Hamper | Gift Hampers | 1799 | 2199 | Hamper House | Medium | - | Almonds, cashews and raisins in festive jars. | Almonds, cashews, raisins, pistachios
  Tea Time Hamper | Gift Hampers | 999 | 1199 | Hamper House | Medium | 064f2e14737e | Assam tea, cookies and a mug in a basket. | Tea, cookies, honey
  Classic Blue Dial Watch | Watches & Accessories | 1999 | 2999 | Timekeep | 40 mm | 046a017e003c | A steel watch with a blue dial and leather strap. | Not applicable
  Gold Tone Watch | Watches & Accessories | 2499 | 3499 | Timekeep | 38 mm | 11d132be1014 | A gold-tone watch for evenings out. | Not applicable
  Round Sunglasses | Watches & Accessories | 899 | 1299 | Shade Co | One size | 158af743d994 | Round frames with tinted lenses. | Not applicable
  Tan Leather Handbag | Watches & Accessories | 2999 | 3999 | Carry Well | Medium | 25199dea803a 25955abab523 | A tan leather handbag with a top handle. | Not applicable
  Emerald Pendant Necklace | Watches & Accessories | 1499 | 1999 | Shine On | 18 in | 0827ab3bfa33 | A green stone pendant on a gold-tone chain. | Not applicable
  Carnation Bouquet | Mixed Bouquets | 449 | 649 | Petal Post | 12 stems | 0cbc89ff442c | Pink carnations with green fillers. | Carnations, fillers, wrapping paper
  White Lily Bunch | Mixed Bouquets | 899 | 1099 | Bloom Box | 5 stems | 0330e70099ee | Fragrant white lilies in a paper wrap. | Lilies, wrapping paper, ribbon
  Single Red Rose in a Vase | Roses | 299 | 449 | Petal Post | 1 stem | 263a36795949 | One long-stemmed red rose in a glass vase. | Red rose, glass vase
  Mango Delight Cake | Fruit Cakes | 499 | 749 | Cake Tales | Half kg | 3e0dd8b8b37e | Alphonso mango cream on vanilla sponge. | Flour, sugar, mango pulp, cream, eggs
`);

/** What each category's sellers wrote under "additional details". */
const DETAILS = {
  Cakes: "Delivered fresh. Keep refrigerated and eat within 24 hours.",
  Flowers: "Fresh flowers. Trim the stems and change the water daily.",
  "Personalised Gifts": "Send your photo or text after ordering; ships in 2 days.",
  Plants: "Keep in bright indirect light; water when the soil is dry.",
  Chocolates: "Store in a cool, dry place below 25 °C.",
  "Combos & Hampers": "Contents may vary with the season.",
  "Fashion & Accessories": "7-day easy returns.",
};

const CATEGORY_MS = 1743951016493;
const PRODUCT_SECONDS = 1744100000;

/** A stable ObjectId: made at `seconds`, a fixed middle, `n` as the counter. */
function seedId(seconds, n) {
  return `${seconds.toString(16).padStart(8, "0")}5eed5eed5e${n.toString(16).padStart(6, "0")}`;
}

/** Cloudinary's public ids are 20 lower-case letters and digits; derived from `text` here. */
function publicId(text) {
  const digest = createHash("sha256").update(text).digest();
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  return [...digest.subarray(0, 20)].map((byte) => alphabet[byte % 36]).join("");
}

/**
 * The seed catalogue, with product pictures on the picture host `cdnUrl`.
 * `pictures` maps each picture's `/<cloud>/image/upload/<public id>` to its source (pictures.mjs);
 * `categoryPictures` maps each category's `image` path to its source.
 * @param {{cdnUrl: string, cloudName: string}} options
 */
export function seedCatalogue({ cdnUrl, cloudName }) {
  let n = 0;
  const hues = new Map();
  const categoryPictures = new Map();
  const categories = CATEGORIES.map(([categoryname = "", prefix, hue], i) => {
    const ms = CATEGORY_MS + i * 97_531;
    const image = `uploads/categories/${ms}.jpeg`;
    hues.set(categoryname, Number(hue));
    categoryPictures.set(image, { prefix, hue: Number(hue) });
    return { _id: seedId(Math.floor(ms / 1000), ++n), categoryname, image, __v: 0 };
  });
  const categoryByName = new Map(categories.map((category) => [category.categoryname, category]));
  const subcategories = SUBCATEGORIES.map(([subcategory = "", parent = ""], i) => ({
    _id: seedId(PRODUCT_SECONDS - 3600 + i * 60, ++n),
    subcategory,
    category: categoryByName.get(parent)?._id ?? null,
    __v: 0,
  }));
  const pictures = new Map();
  const products = PRODUCTS.map((row, i) => {
    const [title = "", sub, price, oldprice, brand, size, seen = "", description, ingredients] =
      row;
    const subcategory = subcategories.find((entry) => entry.subcategory === sub);
    const parent = SUBCATEGORIES.find(([label]) => label === sub)?.[1] ?? "";
    const seconds = PRODUCT_SECONDS + i * 5400;
    const ext = ["jpg", "jpg", "png", "jpg", "webp"][i % 5];
    const images = seen === "-" ? [] : seen.split(" ");
    return {
      _id: seedId(seconds, ++n),
      title,
      description,
      categoryname: categoryByName.get(parent)?._id ?? "",
      subcategory: subcategory?._id ?? "",
      price: Number(price),
      oldprice: Number(oldprice),
      discount: Math.round(((Number(oldprice) - Number(price)) / Number(oldprice)) * 100),
      ingredients,
      brand,
      size,
      additional_details: DETAILS[parent] ?? "",
      images: images.map((prefix, k) => {
        const id = publicId(`${title} ${k}`);
        pictures.set(`/${cloudName}/image/upload/${id}`, { prefix, hue: hues.get(parent) ?? 0 });
        const url = `${cdnUrl}/${cloudName}/image/upload/v${seconds + 1}/${id}.${ext}`;
        return { url, altText: title, _id: seedId(seconds + 1, ++n) };
      }),
      __v: 0,
    };
  });
  return { categories, subcategories, products, pictures, categoryPictures };
}
