/**
 * The content a language's translation seeds (prisma/seeds/content.ts writes
 * them as rows of the content model, each linked to its English original by
 * translation_of): the pages readers need first, the FAQs, the home page's
 * slides and figures. Keys are the English rows' addresses or ids. Every row
 * starts unreviewed (provenance illustrative) until a reviewer at the office
 * marks it reviewed in the back office (decision 0045).
 */
export interface ContentTranslations {
  /** content_page, by the English page's path: Markdown, with the same containers and links as the English. */
  pages: Record<string, { lead: string; body: string }>;
  /** faq, by the English question's id. */
  faqs: Record<string, { question: string; answer: string }>;
  /** carousel_slide, by id. */
  slides: Record<string, { title: string; description: string }>;
  /** counter, by id. */
  counters: Record<string, { label: string }>;
  /** notice (the banner), by id. */
  notices: Record<string, { title: string }>;
}
