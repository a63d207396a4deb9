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
import { confirmationLabel, unconfirmed, type OfficeContact } from "~/content/contact";
import { requestNextSteps } from "~/i18n/mail-words.server";
import { paths } from "~/site/paths";
import type { PdfItem } from "~/utils/pdf.server";

/**
 * What the printable Data Access Request Form says, from the same field list
 * as the web form, so the paper and online versions ask for the same things.
 * It says to hand the form in or post it to the head office; an e-mail
 * address only once the office has confirmed it (a guessed one would lose
 * the form). Web addresses are in full: paper has no site to be relative to.
 */

const fieldItem = (field: DarTextField): PdfItem => ({
  kind: "field",
  label: `${field.label}${field.required ? " *" : ""}`,
  hint: field.hint,
  // Room to write: an address takes two lines, a purpose or a plan for the data four.
  lines: field.input === "textarea" ? (field.maxLength >= 2000 ? 4 : 2) : 1,
});

/** Where the completed form goes: the head office's address, and its e-mail address once confirmed. */
function sendTo(contact: OfficeContact): string {
  const office = `${contact.street.value}, ${contact.city.value}${unconfirmed(contact.street) ? " (street address to be confirmed)" : ""}`;
  const hours = `${contact.officeHours.value}${confirmationLabel(contact.officeHours)}`;
  const email = unconfirmed(contact.nsrSupportEmail) ? "" : `, or e-mail a scan of it to ${contact.nsrSupportEmail.value}`;
  return `Hand the completed form in at the NASSCO head office (open ${hours}), ${office}, or post it there${email}.`;
}

export function paperFormItems(contact: OfficeContact, origin: string): PdfItem[] {
  return [
    { kind: "paragraph", text: darIntro },
    { kind: "paragraph", text: `${sendTo(contact)} You can also apply online at ${origin}${paths.darForm}.` },
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
    { kind: "heading", text: "Following your request" },
    {
      kind: "paragraph",
      text: `If you give an e-mail address, we e-mail you a reference number and a code when we enter your request. With both, you can see where it stands at any time at ${origin}${paths.darStatus}: enter the reference number and the code, and press "Check my request". Without an e-mail address, we post them to the office address on this form with our acknowledgement; for anything else, call the toll-free line ${contact.tollFreeLine.value}${confirmationLabel(contact.tollFreeLine)}, quoting your organisation's name.`,
    },
  ];
}
