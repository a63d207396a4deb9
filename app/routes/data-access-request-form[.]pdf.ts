import {
  criteriaLists,
  criterionFields,
  criteriaOptions,
  darIntro,
  locationFields,
  organisationFields,
  requesterFields,
  USE_FIELDS_HEADING,
  useFields,
  type DarTextField,
} from "~/content/data-access-request-form";
import { unconfirmed, type OfficeContact } from "~/content/contact";
import { requestNextSteps } from "~/i18n/mail-words.server";
import { officeContact } from "~/features/office-contact/office-contact.server";
import { keptPdf, pdfResponse, renderPdf, type PdfItem } from "~/utils/pdf.server";

/**
 * The printable Data Access Request Form, drawn from the same field list as
 * the web form, so the paper and online versions ask for the same things;
 * kept until the address it names changes.
 */
const pdf = keptPdf();

const fieldItem = (field: DarTextField): PdfItem => ({
  kind: "field",
  label: `${field.label}${field.required ? " *" : ""}`,
  hint: field.hint,
  // Room to write: an address takes two lines, a purpose or a plan for the data four.
  lines: field.input === "textarea" ? (field.maxLength >= 2000 ? 4 : 2) : 1,
});

function formItems(contact: OfficeContact): PdfItem[] {
  return [
    { kind: "paragraph", text: darIntro },
    {
      kind: "paragraph",
      text: `Send the completed form to ${contact.nsrSupportEmail.value}${unconfirmed(contact.nsrSupportEmail) ? " (address to be confirmed)" : ""}, or apply online at /nsr/data-access-request-form.`,
    },
    { kind: "heading", text: "About your organisation" },
    ...organisationFields.map(fieldItem),
    { kind: "heading", text: "What data do you need? (tick all that apply)" },
    ...criteriaOptions.map((option): PdfItem => ({ kind: "checkbox", label: option.label })),
    { kind: "heading", text: "Location (fill in only if you ticked Location)" },
    ...locationFields.map(fieldItem),
    { kind: "heading", text: `${criteriaLists.households.legend} (fill in only if you ticked Households)` },
    { kind: "paragraph", text: criteriaLists.households.note },
    ...criterionFields("households").map(fieldItem),
    { kind: "heading", text: `${criteriaLists.individuals.legend} (fill in only if you ticked Individuals)` },
    { kind: "paragraph", text: criteriaLists.individuals.note },
    ...criterionFields("individuals").map(fieldItem),
    { kind: "heading", text: `${USE_FIELDS_HEADING} (optional)` },
    ...useFields.map(fieldItem),
    { kind: "heading", text: "About you" },
    ...requesterFields.map(fieldItem),
    { kind: "field", label: "Signature" },
    { kind: "heading", text: "What happens next" },
    ...requestNextSteps("en").map((step): PdfItem => ({ kind: "bullet", text: step })),
  ];
}

export async function loader() {
  const contact = await officeContact();
  const bytes = pdf(JSON.stringify(contact.nsrSupportEmail), () =>
    renderPdf({
      title: "Data Access Request Form (DARF)",
      subtitle: "National Social Register (NSR). Fields marked * are required.",
      items: formItems(contact),
    }),
  );
  return pdfResponse(await bytes, "nassco-data-access-request-form.pdf");
}
