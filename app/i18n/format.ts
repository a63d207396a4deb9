/** Fills a message's `{name}` marks: "Page {page} of {pages}" with { page: 2, pages: 9 }. A mark with no value stays, so a slip shows. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (mark, name: string) => (name in values ? String(values[name]) : mark));
}
