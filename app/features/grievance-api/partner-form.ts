/** The admin's form for a new partner: its entries and what is wrong with them, by field. */
export interface PartnerEntries {
  name: string;
  contactEmail: string;
}

export const PARTNER_NAME_MAX = 100;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function partnerProblems(entries: PartnerEntries): Partial<Record<keyof PartnerEntries, string>> {
  const problems: Partial<Record<keyof PartnerEntries, string>> = {};
  if (entries.name === "") problems.name = "Enter the partner organisation's name.";
  else if (entries.name.length > PARTNER_NAME_MAX) problems.name = `The name must be at most ${PARTNER_NAME_MAX} characters.`;
  if (entries.contactEmail === "") problems.contactEmail = "Enter the partner organisation's contact e-mail address.";
  else if (entries.contactEmail.length > 254 || !EMAIL.test(entries.contactEmail))
    problems.contactEmail = "Enter an e-mail address such as grievances@partner.example.";
  return problems;
}
