import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GrievanceTable, type GrievanceRow } from "./queue-page";

const row: GrievanceRow = {
  reference: "GRV-2026-000123",
  received: "2026-12-01",
  channel: "Web form",
  category: "Payment not received",
  place: "Gwale, Kano",
  status: "Waiting for the person",
  level: "State desk",
  assignee: "Nobody",
  expected: "2026-12-15",
  overdue: false,
};

/** The declarations of one rule of a stylesheet, by its selector alone. */
function ruleOf(css: string, selector: string): string | undefined {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?:^|\\})\\s*${escaped}\\s*\\{([^}]*)\\}`, "m").exec(css)?.[1];
}

describe("the grievance queue's table", () => {
  it("puts each reference in an element that never breaks it across lines, as a 360 px screen would", () => {
    const html = renderToStaticMarkup(<GrievanceTable caption="Open cases" grievances={[row]} />);
    expect(html).toMatch(/<a href="\/staff\/grievances\/GRV-2026-000123" class="staff-reference">GRV-2026-000123<\/a>/);
    const rule = ruleOf(readFileSync(path.resolve("app/styles/components/staff.css"), "utf8"), ".staff-reference");
    expect(rule, "a .staff-reference rule in staff.css").toBeDefined();
    expect(rule).toMatch(/white-space:\s*nowrap/);
    // The back office's page lets long words break anywhere (.staff-page): the reference opts out.
    expect(rule).toMatch(/overflow-wrap:\s*normal/);
  });
});
