/**
 * One CSV line. A cell that a spreadsheet would run as a formula (=, +, -, @)
 * is prefixed with a quote; negative numbers stay numbers.
 */
export function csvLine(cells: Array<string | number>): string {
  return (
    cells
      .map((cell) => {
        let text = String(cell);
        if (typeof cell === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
        return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
      })
      .join(",") + "\r\n"
  );
}
