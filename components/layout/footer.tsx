/** The site footer (seed-spec §1 service promises, newsletter, static page links). */
export function Footer() {
  return (
    <footer className="border-t border-neutral-200 bg-neutral-50">
      <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-neutral-600">
        © {new Date().getFullYear()} Uphaar. Gifts delivered across India.
      </p>
    </footer>
  );
}
