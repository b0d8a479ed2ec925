import Image from "next/image";
import Link from "next/link";
import { getCategories } from "@/lib/backend/catalogue";

// Rendered per request until the storefront issue brings tag-cached catalogue pages.
export const dynamic = "force-dynamic";

export default async function HomePage() {
  const categories = await getCategories();
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold text-neutral-900">Shop by category</h1>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {categories.map((category, index) => (
          <li key={category.id}>
            <Link
              href={`/products?category=${encodeURIComponent(category.name)}`}
              className="group block overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-brand-100 transition hover:ring-brand-500 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            >
              <Image
                src={category.image}
                alt=""
                width={600}
                height={600}
                sizes="(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw"
                priority={index < 2}
                className="aspect-square w-full object-cover transition group-hover:scale-105"
              />
              <span className="flex min-h-12 items-center justify-center px-3 py-2 text-center text-sm leading-tight font-semibold text-neutral-800">
                {category.name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
