import { formatMonthDayYear } from "~/utils/format";
import { paths } from "~/site/paths";
import type { OfficeContact } from "./contact";

/**
 * The accessibility statement, in the usual GOV.UK shape: who runs the site
 * and what readers should be able to do, how accessible it is, what we know
 * is wrong, how to tell us, the standard, how we tested and when. In code
 * rather than in content_page, like the privacy policy, because it describes
 * the code and the tests that check it: whoever changes those changes this.
 * Illustrative until the office adopts it as its own.
 */
export const accessibilityStatement = {
  provenance: "illustrative",
  /**
   * The day the checks below last ran over every page (axe, the Nu HTML
   * Checker, w3m, the 240 px phone with and without JavaScript). Change it
   * only after running them all again; the page states it, and nothing else
   * may repeat it.
   */
  lastTestedOn: "2026-11-25",
  lead: "NASSCO runs this website. We want as many people as possible to be able to use it, whatever their phone, computer, connection or disability.",
} as const;

/** The standard the site is built and tested to. */
export const ACCESSIBILITY_STANDARD = "Web Content Accessibility Guidelines (WCAG) version 2.2, level AA";

/** The statement's body, in Markdown, with the office's toll-free line as the office has it now. */
export const accessibilityStatementBody = (contact: OfficeContact, lastTestedOn: string = accessibilityStatement.lastTestedOn) => {
  const line = contact.tollFreeLine.value;
  const phone = `[${line}](tel:${line.replace(/ /g, "")})`;
  const tested = formatMonthDayYear(lastTestedOn);
  return `## Using this website

You should be able to:

- read every page on a small phone, down to a screen 240 pixels wide, without scrolling sideways
- zoom in up to 400% without text spilling off the screen
- change colours, contrast and fonts with your browser or device settings
- use the whole website with JavaScript switched off, including the forms, the menus, the tables and the galleries
- read every page in a text-only browser
- find your way with the menu, the breadcrumb at the top of each page, the search, or the [site map](${paths.siteMap})

Pages are small, so that they load quickly on a slow or costly connection. The website is in English only for now.

## How accessible this website is

We know some parts of this website are not fully accessible:

- **Documents (PDF).** Most documents, tenders and reports are PDF files that are not tagged for screen readers. Many are placeholders until the office supplies its own files, and those say so where they are listed. The data access request form and the privacy policy are also web pages, which are accessible.
- **Videos.** The videos have no captions, audio description or transcript yet. The clips on this website now are silent placeholders; the office's recordings are to be published with captions.
- **Videos from YouTube.** A video kept on YouTube plays in YouTube's own player, whose accessibility we do not control. Each one also has a link to watch it on YouTube itself.

## Reporting a problem, or asking for another format

If you cannot use part of this website, or you need its information in a different format, such as an accessible PDF, large print or plain text:

- tell us through the [contact page](${paths.contact}), which has a form for reporting a problem with a page
- or call the toll-free line ${phone}

Tell us the address of the page and what went wrong. If you are not happy with how we reply, the toll-free line ${phone} also takes complaints.

## Our standard

This website aims to meet the ${ACCESSIBILITY_STANDARD}. It is **partially compliant**: the documents and videos listed above do not meet it yet. Automated tests, like those below, find only some kinds of problem, so others may remain. Please tell us about any you find.

## How we tested this website

We last tested this website on **${tested}**. Our automated tests check the website with:

- axe, an automated accessibility checker, in a real browser at 1280 and 375 pixels wide: it must find no serious or critical problem against WCAG 2.2 A and AA
- the Nu HTML Checker of the W3C: every page must be valid HTML, with no errors
- w3m, a text-only browser, 40 characters wide: each page's heading must come within its first 40 lines
- the tests of each feature (menus, forms, tables, galleries), run once with JavaScript switched on and once with it switched off
- as a basic feature phone (KaiOS or Opera Mini class), on one page of every kind: a screen 240 by 320 pixels, no JavaScript, and a browser that does not know the \`details\` element. The page's heading must be on the first screen, nothing may cover it, and nothing may scroll sideways

These phone tests run in a desktop browser made to behave like such a phone, not on the phones themselves. We have not yet tested with people who use screen readers or other assistive technology.

This statement was written after the test of ${tested}.`;
};
