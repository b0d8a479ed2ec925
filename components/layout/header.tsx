import Link from "next/link";

/** The site header (seed-spec §2 Header and navigation). */
export function Header() {
  return (
    <header className="border-b border-neutral-200">
      <div className="mx-auto flex h-16 max-w-7xl items-center px-4">
        <Link href="/" className="text-3xl font-extrabold tracking-tight text-brand-600 italic">
          Uphaar
        </Link>
      </div>
    </header>
  );
}
