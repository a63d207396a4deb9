import type { StakeholderSeed } from "./seed-types";

/**
 * The organisations on the stakeholders page at launch, group by group in
 * order, as the seed writes them into stakeholder (prisma/seeds/content.ts).
 * The World Bank's support is in the spec, and the identity commission's work
 * with the office in the press; the rest is our best reading of who works with
 * the office on social protection, for the office to confirm. Each logo is a
 * placeholder (npm run placeholders) until the office supplies the real ones.
 */
export const stakeholderSeed: StakeholderSeed[] = [
  {
    id: "the-world-bank",
    name: "The World Bank",
    groupName: "donors",
    imageUrl: "/images/stakeholders/the-world-bank.svg",
    websiteUrl: "https://www.worldbank.org",
    provenance: "spec",
  },
  {
    id: "unicef",
    name: "UNICEF",
    groupName: "donors",
    imageUrl: "/images/stakeholders/unicef.svg",
    websiteUrl: "https://www.unicef.org",
    provenance: "illustrative",
  },
  {
    id: "uk-foreign-commonwealth-development-office",
    name: "UK Foreign, Commonwealth & Development Office",
    groupName: "donors",
    imageUrl: "/images/stakeholders/uk-foreign-commonwealth-development-office.svg",
    websiteUrl: "https://www.gov.uk/government/organisations/foreign-commonwealth-development-office",
    provenance: "illustrative",
  },
  {
    id: "european-union",
    name: "European Union",
    groupName: "donors",
    imageUrl: "/images/stakeholders/european-union.svg",
    websiteUrl: "https://european-union.europa.eu",
    provenance: "illustrative",
  },
  {
    id: "world-food-programme",
    name: "World Food Programme",
    groupName: "donors",
    imageUrl: "/images/stakeholders/world-food-programme.svg",
    websiteUrl: "https://www.wfp.org",
    provenance: "illustrative",
  },
  {
    id: "united-nations-development-programme",
    name: "United Nations Development Programme",
    groupName: "donors",
    imageUrl: "/images/stakeholders/united-nations-development-programme.svg",
    websiteUrl: "https://www.undp.org",
    provenance: "illustrative",
  },
  {
    id: "international-labour-organization",
    name: "International Labour Organization",
    groupName: "donors",
    imageUrl: "/images/stakeholders/international-labour-organization.svg",
    websiteUrl: "https://www.ilo.org",
    provenance: "illustrative",
  },
  {
    id: "giz",
    name: "GIZ",
    groupName: "donors",
    imageUrl: "/images/stakeholders/giz.svg",
    websiteUrl: "https://www.giz.de",
    provenance: "illustrative",
  },
  {
    id: "food-and-agriculture-organization-of-the-united-nations",
    name: "Food and Agriculture Organization of the United Nations",
    groupName: "donors",
    imageUrl: "/images/stakeholders/food-and-agriculture-organization-of-the-united-nations.svg",
    websiteUrl: "https://www.fao.org",
    provenance: "illustrative",
  },
  {
    id: "african-development-bank",
    name: "African Development Bank",
    groupName: "donors",
    imageUrl: "/images/stakeholders/african-development-bank.svg",
    websiteUrl: "https://www.afdb.org",
    provenance: "illustrative",
  },
  {
    id: "gates-foundation",
    name: "Gates Foundation",
    groupName: "donors",
    imageUrl: "/images/stakeholders/gates-foundation.svg",
    websiteUrl: "https://www.gatesfoundation.org",
    provenance: "illustrative",
  },
  {
    id: "unhcr",
    name: "UNHCR",
    groupName: "donors",
    imageUrl: "/images/stakeholders/unhcr.svg",
    websiteUrl: "https://www.unhcr.org",
    provenance: "illustrative",
  },
  {
    id: "national-bureau-of-statistics",
    name: "National Bureau of Statistics",
    groupName: "government",
    imageUrl: "/images/stakeholders/national-bureau-of-statistics.svg",
    websiteUrl: "https://nigerianstat.gov.ng",
    provenance: "illustrative",
  },
  {
    id: "national-identity-management-commission",
    name: "National Identity Management Commission",
    groupName: "government",
    imageUrl: "/images/stakeholders/national-identity-management-commission.svg",
    websiteUrl: "https://nimc.gov.ng",
    provenance: "published",
    source: { url: "https://thelagosmag.com/lagos-partners-nimc-and-nassco", asAt: "2025-02-01" },
  },
  {
    id: "federal-ministry-of-budget-and-economic-planning",
    name: "Federal Ministry of Budget and Economic Planning",
    groupName: "government",
    imageUrl: "/images/stakeholders/federal-ministry-of-budget-and-economic-planning.svg",
    websiteUrl: "https://nationalplanning.gov.ng",
    provenance: "illustrative",
  },
  {
    id: "nigeria-inter-bank-settlement-system",
    name: "Nigeria Inter-Bank Settlement System",
    groupName: "private",
    imageUrl: "/images/stakeholders/nigeria-inter-bank-settlement-system.svg",
    websiteUrl: "https://nibss-plc.com.ng",
    provenance: "illustrative",
  },
  {
    id: "gsma",
    name: "GSMA",
    groupName: "private",
    imageUrl: "/images/stakeholders/gsma.svg",
    websiteUrl: "https://www.gsma.com",
    provenance: "illustrative",
  },
];
