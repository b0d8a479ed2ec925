import type { ProductVariant } from "@/lib/types";

/** One option of a product's variants ("Weight", "First digit") and its values in order of appearance. */
export interface VariantOption {
  name: string;
  values: string[];
}

/** The option names in the order the variants give them, each with its values. */
export function variantOptions(variants: readonly ProductVariant[]): VariantOption[] {
  const options = new Map<string, string[]>();
  for (const variant of variants) {
    for (const [name, value] of Object.entries(variant.options)) {
      const values = options.get(name) ?? [];
      if (!values.includes(value)) values.push(value);
      options.set(name, values);
    }
  }
  return [...options].map(([name, values]) => ({ name, values }));
}

/** The variant whose every option is as `chosen` has it; null while one is unchosen or no such. */
export function variantMatching(
  variants: readonly ProductVariant[],
  chosen: Readonly<Record<string, string>>,
): ProductVariant | null {
  return (
    variants.find((variant) =>
      Object.entries(variant.options).every(([name, value]) => chosen[name] === value),
    ) ?? null
  );
}
