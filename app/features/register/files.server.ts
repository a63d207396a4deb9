import { paths } from "~/site/paths";

/**
 * The register's CSV files point at their description (W3C CSV on the Web):
 * what each column is, where the figures come from, the date they describe
 * and whether they are the office's own. Statistical offices publish the same
 * way, so the data rows stay plain rows that any spreadsheet adds up.
 */
export const REGISTER_METADATA_LINK = `<${paths.registerMetadata}>; rel="describedby"; type="application/csvm+json"`;

export function csvResponse(body: BodyInit, filename: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-cache",
      Link: REGISTER_METADATA_LINK,
    },
  });
}
