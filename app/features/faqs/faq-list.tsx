import { ProvenanceLabel } from "~/components/provenance-label";
import { faqCollection } from "./collection";
import { useLocale } from "~/i18n/use-locale";
import type { FaqEntry } from "./faq";

/** The FAQ page's numbered questions, each at its own anchor (#<id>, which search links to); or why they cannot be shown. */
export function FaqList({ faqs }: { faqs: FaqEntry[] | null }) {
  const { t } = useLocale();
  if (faqs === null) return <p>{t.unavailable.faqs}</p>;
  return (
    <ol className="faq">
      {faqs.map((faq) => (
        <li key={faq.id} id={faq.id}>
          <h2 className="faq__question">{faq.question}</h2>
          {/* Made safe by the loader (features/content/markdown.server.ts). */}
          <div className="faq__answer" dangerouslySetInnerHTML={{ __html: faq.html }} />
          <ProvenanceLabel item={faq} kind={faqCollection.provenance} />
        </li>
      ))}
    </ol>
  );
}
