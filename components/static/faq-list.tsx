import Link from "next/link";
import { ChevronDown } from "@/components/ui/icons/chevron-down";

/** One question and its answer; `link` points to the page with the details. */
interface Faq {
  question: string;
  answer: string;
  link?: { href: string; label: string };
}

/** A titled group of questions. */
export interface FaqGroup {
  id: string;
  title: string;
  faqs: Faq[];
}

/**
 * Questions as native <details>/<summary>: keyboard and screen-reader friendly, and they open
 * without JavaScript.
 */
export function FaqList({ groups }: { groups: FaqGroup[] }) {
  return (
    <div className="max-w-[68ch] space-y-10">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id}>
          <h2 id={group.id} className="scroll-mt-20 text-xl font-semibold text-neutral-900">
            {group.title}
          </h2>
          <div className="mt-3 divide-y divide-neutral-200 rounded-2xl border border-neutral-200 bg-white">
            {group.faqs.map((faq) => (
              <details key={faq.question} className="group">
                <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-4 py-3 font-medium text-neutral-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600 sm:px-5 [&::-webkit-details-marker]:hidden">
                  {faq.question}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-neutral-500 transition-transform group-open:rotate-180"
                  />
                </summary>
                <div className="px-4 pb-4 text-base leading-7 text-neutral-700 sm:px-5">
                  <p>{faq.answer}</p>
                  {faq.link ? (
                    <p className="mt-2">
                      <Link
                        href={faq.link.href}
                        className="font-medium text-brand-700 underline decoration-brand-200 decoration-2 underline-offset-2 hover:decoration-brand-600"
                      >
                        {faq.link.label}
                      </Link>
                    </p>
                  ) : null}
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

/** schema.org FAQPage data, so search engines can show the answers. */
export function FaqJsonLd({ groups }: { groups: FaqGroup[] }) {
  const data = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: groups.flatMap((group) =>
      group.faqs.map((faq) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: faq.answer },
      })),
    ),
  };
  return (
    <script
      type="application/ld+json"
      // "<" is escaped so no answer text can close the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
