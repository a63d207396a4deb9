import { contact as launchContact, officeContactFrom, type OfficeChannel, type OfficeContact } from "~/content/contact";
import { liveContent } from "~/features/content/live.server";
import { PROVENANCE_FIELDS, provenanceOf } from "~/features/content/source";
import { onSiteDataChange } from "~/utils/data-changes.server";
import { prisma } from "~/utils/db.server";
import { logFailure } from "~/utils/log.server";

/**
 * The national office's live channels, read once and kept until the site's
 * data changes (every page shows them in its footer; a read per page would
 * cost every uncached render a query). When the database cannot be read, the
 * last details read, or before any the launch values, so a page never loses
 * the toll-free line.
 */
let known: OfficeContact = launchContact;
let reading: Promise<OfficeContact> | undefined;

onSiteDataChange(() => {
  reading = undefined;
});

async function readOfficeContact(): Promise<OfficeContact> {
  const rows = await prisma.contactChannel.findMany({
    where: { office: "national", locale: "en", ...liveContent() },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { id: true, kind: true, label: true, value: true, sourceAsAtYearOnly: true, ...PROVENANCE_FIELDS },
  });
  return officeContactFrom(
    rows.map(({ id, kind, label, value, ...row }): OfficeChannel => ({
      id,
      kind: kind as OfficeChannel["kind"],
      label,
      value,
      ...provenanceOf(row),
    })),
  );
}

export function officeContact(): Promise<OfficeContact> {
  reading ??= readOfficeContact().then(
    (details) => (known = details),
    (error: unknown) => {
      logFailure("office contact details", error);
      reading = undefined;
      return known;
    },
  );
  return reading;
}
