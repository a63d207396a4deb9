/**
 * Text typed into a one-line box (a search, a table filter), made safe to
 * query with: control and format characters become spaces (PostgreSQL refuses
 * NUL), runs of spaces become one, and it is trimmed and cut to `max`.
 */
export function singleLine(text: string, max: number): string {
  return text
    .replace(/[\p{Cc}\p{Cf}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max)
    .trim();
}
