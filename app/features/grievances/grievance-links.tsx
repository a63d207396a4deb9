import { useLocale } from "~/i18n/use-locale";
import { paths } from "~/site/paths";

/** The grievance pages, in the order a reader needs them. */
const PAGES = ["grievanceForm", "grievanceStatus", "grievanceStatistics", "isThisReal"] as const;

/**
 * The other grievance pages, at the foot of each of the form, the status page and the published
 * figures, and "Is this real?" from all three: one tap, in the page's language, with the words
 * each page already has for its title. "Is this real?" keeps to its own "Report a scam", to stay
 * under its 10 KB.
 */
export function GrievanceLinks({ current }: { current: Exclude<(typeof PAGES)[number], "isThisReal"> }) {
  const { t, href } = useLocale();
  const titles: Record<(typeof PAGES)[number], string> = {
    grievanceForm: t.grievanceForm.title,
    grievanceStatus: t.grievanceForm.statusTitle,
    grievanceStatistics: t.grievanceStatistics.title,
    isThisReal: t.isThisReal.title,
  };
  return (
    <nav className="grievance-links" aria-labelledby="grievance-links">
      <h2 id="grievance-links">{t.chrome.relatedContent}</h2>
      <ul>
        {PAGES.filter((page) => page !== current).map((page) => (
          <li key={page}>
            <a href={href(paths[page])}>{titles[page]}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
