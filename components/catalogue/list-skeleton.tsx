/** The list screen's shape while its products load: heading, toolbar, sidebar and cards. */
export function ListSkeleton() {
  return (
    <div className="mx-auto max-w-7xl animate-pulse px-4 py-5 sm:py-8" aria-busy="true">
      <p className="sr-only" role="status">
        Loading products…
      </p>
      <div className="mb-3 h-4 w-32 rounded bg-neutral-200" />
      <div className="mb-6 h-8 w-64 max-w-full rounded-lg bg-neutral-200" />
      <div className="grid grid-cols-2 gap-3 lg:hidden">
        <div className="h-11 rounded-xl bg-neutral-200" />
        <div className="h-11 rounded-xl bg-neutral-200" />
      </div>
      <div className="mt-4 grid gap-8 lg:mt-0 lg:grid-cols-[16rem_1fr]">
        <div className="hidden h-[28rem] rounded-2xl bg-neutral-100 lg:block" />
        <div>
          <div className="mb-4 h-5 w-48 rounded bg-neutral-200" />
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4">
            {Array.from({ length: 8 }, (_, index) => (
              <li key={index} className="overflow-hidden rounded-2xl ring-1 ring-neutral-200">
                <div className="aspect-square bg-neutral-100" />
                <div className="space-y-2 p-3">
                  <div className="h-4 w-4/5 rounded bg-neutral-200" />
                  <div className="h-4 w-1/2 rounded bg-neutral-200" />
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
