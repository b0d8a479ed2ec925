import { cn } from "@/lib/cn";

/**
 * Long-form text styles for the policy pages. The project has no typography plugin, so the
 * rules live here once, as descendant selectors, instead of on every paragraph.
 */
export function Prose({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <div
      className={cn(
        "max-w-[68ch] text-base leading-7 text-neutral-700",
        "[&_h2]:mt-10 [&_h2]:scroll-mt-20 [&_h2]:text-xl [&_h2]:leading-snug [&_h2]:font-semibold [&_h2]:text-neutral-900",
        "[&>:first-child]:mt-0 [&>section:first-child>h2]:mt-0",
        "[&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-neutral-900",
        "[&_h2+p]:mt-3 [&_h3+p]:mt-2 [&_p]:mt-4",
        "[&_li]:pl-1 [&_li::marker]:text-brand-500 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-5 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5",
        "[&_strong]:font-semibold [&_strong]:text-neutral-900",
        // Keeps a figure such as "5–7 business days" on one line.
        "[&_strong]:whitespace-nowrap",
        "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:decoration-brand-200 [&_a]:decoration-2 [&_a]:underline-offset-2 [&_a:hover]:decoration-brand-600",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** A titled section of a policy page; the id lets other pages and the FAQs link to it. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A highlighted box of key figures at the top of a policy page. */
export function KeyFacts({ items }: { items: { label: string; value: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-2.5 sm:gap-3">
      {items.map((item) => (
        <div
          key={item.label}
          className="rounded-xl border border-brand-100 bg-brand-50/60 px-3 py-3 sm:px-4"
        >
          <dt className="text-xs text-neutral-600 sm:text-sm">{item.label}</dt>
          <dd className="mt-0.5 leading-snug font-semibold text-neutral-900 sm:text-lg">
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
