import type { IconComponent } from "@/components/ui/icons/svg-icon";

/** One way of reaching the shop (email, phone, address, hours) on the contact page. */
export function ContactCard({
  icon: Icon,
  title,
  children,
}: {
  icon: IconComponent;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section className="flex gap-4 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-5">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 text-sm leading-6 text-neutral-700">
        <h2 className="text-base font-semibold text-neutral-900">{title}</h2>
        <div className="mt-1">{children}</div>
      </div>
    </section>
  );
}
