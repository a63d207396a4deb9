import { describe, expect, it } from "vitest";
import { renderPageBody } from "~/features/content-pages/page-body.server";
import { accessibilityStatement, accessibilityStatementBody } from "~/content/accessibility-statement";
import { formatMonthDayYear } from "~/utils/format";
import { contact } from "~/content/contact";

const html = (body: string) => {
  const page = renderPageBody(accessibilityStatement.lead, body);
  return [page.lead, JSON.stringify(page.blocks)].join("\n");
};

describe("the accessibility statement", () => {
  it("keeps the date of its last test as a real day that has come", () => {
    const day = accessibilityStatement.lastTestedOn;
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10)).toBe(day);
    expect(day <= new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it("states that date, in the office's style, from the one definition", () => {
    expect(accessibilityStatementBody(contact)).toContain(`**${formatMonthDayYear(accessibilityStatement.lastTestedOn)}**`);
    const other = accessibilityStatementBody(contact, "2027-03-09");
    expect(other).toContain("**March 09, 2027**");
    expect(other).toContain("after the test of March 09, 2027.");
  });

  it("names the standard, how it was tested, the known problems and how to report one", () => {
    const body = accessibilityStatementBody(contact);
    expect(body).toContain("WCAG) version 2.2, level AA");
    for (const tool of ["axe", "Nu HTML Checker", "w3m", "240 by 320 pixels", "JavaScript switched off", "KaiOS"])
      expect(body).toContain(tool);
    expect(body).toContain("## How accessible this website is");
    expect(body).toContain("partially compliant");
    expect(body).toContain("[contact page](/contact)");
    expect(body).toContain("[969](tel:969)");
  });

  it("renders as the site's Markdown, its links kept", () => {
    const page = html(accessibilityStatementBody(contact));
    expect(page).toContain('href=\\"/contact\\"');
    expect(page).toContain('href=\\"tel:969\\"');
    expect(page).toContain('href=\\"/sitemap\\"');
  });

  it("gives the office's own toll-free line once it changes it", () => {
    const body = accessibilityStatementBody({ ...contact, tollFreeLine: { value: "0800 123", provenance: "confirmed" } });
    expect(body).toContain("[0800 123](tel:0800123)");
    expect(body).not.toContain("969");
  });
});
