/** @jest-environment node */
import {
  CAKE_MESSAGE_MAX,
  graphemeCount,
  graphemeSlice,
  keyedVariant,
  LINE_KEY,
  lineKey,
  messageFits,
  normaliseMessage,
  productOfLine,
  sniffImageType,
} from "@giftshop/shared/gifting";

const PRODUCT = "a00000000000000000000001";

describe("graphemeCount counts what the shopper sees", () => {
  test.each([
    ["Happy Birthday", 14],
    // Devanagari: a conjunct with its vowel sign is one character on screen.
    ["जन्मदिन मुबारक", 9],
    ["नमस्ते", 3],
    // Tamil and Bengali letters with vowel signs.
    ["வாழ்த்து", 4],
    ["শুভ জন্মদিন", 7],
    // An emoji with a skin tone, a family, a flag: one each.
    ["👍🏽", 1],
    ["👨‍👩‍👧", 1],
    ["🇮🇳", 1],
  ])("%s is %i", (text, count) => {
    expect(graphemeCount(text)).toBe(count);
  });

  test("graphemeSlice keeps whole characters: never half a conjunct or an emoji", () => {
    const wish = "नमस्ते".repeat(11);
    const kept = graphemeSlice(wish, CAKE_MESSAGE_MAX);
    expect(graphemeCount(kept)).toBe(CAKE_MESSAGE_MAX);
    expect(kept).toBe("नमस्ते".repeat(10));
    expect(graphemeSlice("🎂👍🏽🎉", 2)).toBe("🎂👍🏽");
  });
});

describe("normaliseMessage", () => {
  test("one NFC form, so the same words typed on two keyboards are the same line", () => {
    const decomposed = "Cafe\u0301";
    expect(normaliseMessage(decomposed)).toBe("Café");
    expect(normaliseMessage(decomposed)).toBe(normaliseMessage("Café"));
  });

  test("controls go, ends are trimmed, a cake message is one line, a card keeps its lines", () => {
    expect(normaliseMessage("  Happy\u0007 Birthday \n")).toBe("Happy Birthday");
    expect(normaliseMessage("Happy\nBirthday", { oneLine: true })).toBe("Happy Birthday");
    expect(normaliseMessage("Dear Maa,\r\n\r\n\r\n\r\nLove")).toBe("Dear Maa,\n\nLove");
  });

  test("the joiners that shape Indian scripts stay", () => {
    const withJoiner = "क्\u200Dष";
    expect(normaliseMessage(withJoiner)).toBe(withJoiner);
  });

  test("bidirectional controls go: an override cannot make a message read backwards in a mail", () => {
    expect(normaliseMessage("Call \u202Eeno-neves\u202C now")).toBe("Call eno-neves now");
    expect(normaliseMessage("\u2066Asha\u2069 \u200Fजी\u200E")).toBe("Asha जी");
  });
});

describe("messageFits: characters as a shopper sees them, none a pile of marks", () => {
  test("real messages fit: Hindi, Tamil, emoji with skin tones and the longest emoji in use", () => {
    for (const text of ["जन्मदिन मुबारक माँ", "இனிய பிறந்தநாள்", "Love you 👍🏽", "👩🏽‍❤️‍💋‍👨🏻 forever"]) {
      expect(messageFits(normaliseMessage(text), CAKE_MESSAGE_MAX)).toBe(true);
    }
  });

  test("151 emoji joined by zero-width joiners count as one character, and do not fit", () => {
    const chain = Array.from({ length: 151 }, () => "😀").join("\u200D");
    expect(graphemeCount(chain)).toBe(1);
    expect(messageFits(chain, CAKE_MESSAGE_MAX)).toBe(false);
  });

  test("30 letters carrying 15 combining marks each do not fit 30", () => {
    const zalgo =
      "a\u0301\u0300\u0302\u0303\u0304\u0306\u0307\u0308\u030A\u030B\u030C\u0323\u0324\u0325\u0326".repeat(
        30,
      );
    expect(graphemeCount(zalgo)).toBe(30);
    expect(messageFits(zalgo, CAKE_MESSAGE_MAX)).toBe(false);
  });
});

describe("lineKey", () => {
  const blank = { cakeMessage: "", cardMessage: "", photos: [] };

  test("a plain line is keyed by its product id, as a contract backend's lines are", () => {
    expect(lineKey(PRODUCT, null, null)).toBe(PRODUCT);
    expect(lineKey(PRODUCT, undefined, blank)).toBe(PRODUCT);
  });

  test("another variant or message is another line; the same choice the same line", () => {
    const birthday = lineKey(PRODUCT, "1kg-eggless", { ...blank, cakeMessage: "Happy Birthday" });
    const anniversary = lineKey(PRODUCT, "1kg-eggless", {
      ...blank,
      cakeMessage: "Happy Anniversary",
    });
    expect(birthday).not.toBe(anniversary);
    expect(birthday).not.toBe(
      lineKey(PRODUCT, "1kg-egg", { ...blank, cakeMessage: "Happy Birthday" }),
    );
    expect(birthday).toBe(
      lineKey(PRODUCT, "1kg-eggless", { ...blank, cakeMessage: "Happy Birthday" }),
    );
    for (const key of [birthday, anniversary]) {
      expect(key).toMatch(LINE_KEY);
      expect(productOfLine(key)).toBe(PRODUCT);
    }
  });

  test("names key a line only when there are some, so lines without them keep their keys", () => {
    const plain = lineKey(PRODUCT, null, { ...blank, cardMessage: "For you" });
    expect(lineKey(PRODUCT, null, { ...blank, cardMessage: "For you", names: [] })).toBe(plain);
    expect(lineKey(PRODUCT, null, { ...blank, names: ["", ""] })).toBe(PRODUCT);
    const asha = lineKey(PRODUCT, null, { ...blank, cardMessage: "For you", names: ["Asha"] });
    expect(asha).not.toBe(plain);
    expect(asha).not.toBe(
      lineKey(PRODUCT, null, { ...blank, cardMessage: "For you", names: ["Meera"] }),
    );
    expect(asha).toMatch(LINE_KEY);
  });

  test("the product's first variant keys as the product itself", () => {
    const variants = [{ id: "500g-egg" }, { id: "1kg-egg" }];
    expect(keyedVariant(variants, "500g-egg")).toBeNull();
    expect(keyedVariant(variants, undefined)).toBeNull();
    expect(keyedVariant(variants, "1kg-egg")).toBe("1kg-egg");
    expect(lineKey(PRODUCT, keyedVariant(variants, "500g-egg"), null)).toBe(PRODUCT);
  });
});

describe("sniffImageType reads the bytes, never the name", () => {
  const bytes = (...values: number[]) => new Uint8Array(values);

  test("JPEG, PNG and WebP by their signatures", () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      "image/png",
    );
    const webp = new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 ");
    expect(sniffImageType(webp)).toBe("image/webp");
  });

  test("anything else is not a photo: HTML, SVG, GIF, a truncated signature, nothing", () => {
    const text = (value: string) => new TextEncoder().encode(value);
    expect(sniffImageType(text("<html><script>alert(1)</script>"))).toBeNull();
    expect(sniffImageType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(text("GIF89a"))).toBeNull();
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(sniffImageType(text("RIFF\0\0\0\0WAVE"))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});
