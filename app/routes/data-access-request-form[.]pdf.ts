import { officeContact } from "~/features/office-contact/office-contact.server";
import { paperFormItems } from "~/features/requests/paper-form.server";
import { siteOrigin } from "~/utils/env.server";
import { keptPdf, pdfResponse, renderPdf } from "~/utils/pdf.server";
import { cdnAnswer } from "~/features/cdn/headers.server";

/** The printable Data Access Request Form (features/requests/paper-form.server.ts), kept until the details it names change. */
const pdf = keptPdf();

export async function loader() {
  const contact = await officeContact();
  const origin = siteOrigin();
  const { street, city, officeHours, nsrSupportEmail, tollFreeLine } = contact;
  const bytes = pdf(JSON.stringify({ origin, street, city, officeHours, nsrSupportEmail, tollFreeLine }), () =>
    renderPdf({
      title: "Data Access Request Form (DARF)",
      subtitle: "National Social Register (NSR). Fields marked * are required.",
      items: paperFormItems(contact, origin),
    }),
  );
  return cdnAnswer(pdfResponse(await bytes, "nassco-data-access-request-form.pdf"));
}
