import type { StakeholderSeed } from "./seed-types";

/**
 * The organisations on the stakeholders page at launch, group by group in
 * order, as the seed writes them into stakeholder (prisma/seeds/content.ts).
 * The World Bank's financing of the safety-nets programme is in its own project
 * documents, the statistics bureau's survey work with the office on the
 * programme's page, and the identity commission's in the press: each shows its
 * source (published). The rest is our best reading of who works
 * with the office on social protection, labelled illustrative until the office
 * confirms it. Each logo is a
 * placeholder (npm run placeholders) until the office supplies the real ones.
 */
export const stakeholderSeed: StakeholderSeed[] = [
  {
    id: "the-world-bank",
    name: "The World Bank",
    shortName: "World Bank",
    groupName: "donors",
    imageUrl: "/images/stakeholders/the-world-bank.svg",
    websiteUrl: "https://www.worldbank.org",
    // The project's report: the credit for the safety-nets programme (P151488), approved on 7 June 2016.
    provenance: "published",
    source: { url: "https://documents1.worldbank.org/curated/en/694981593133408730/", asAt: "2016-06-07" },
  },
  {
    id: "unicef",
    name: "UNICEF",
    shortName: "UNICEF",
    groupName: "donors",
    imageUrl: "/images/stakeholders/unicef.svg",
    websiteUrl: "https://www.unicef.org",
    provenance: "illustrative",
  },
  {
    id: "uk-foreign-commonwealth-development-office",
    name: "UK Foreign, Commonwealth & Development Office",
    shortName: "FCDO",
    groupName: "donors",
    imageUrl: "/images/stakeholders/uk-foreign-commonwealth-development-office.svg",
    websiteUrl: "https://www.gov.uk/government/organisations/foreign-commonwealth-development-office",
    provenance: "illustrative",
  },
  {
    id: "european-union",
    name: "European Union",
    shortName: "EU",
    groupName: "donors",
    imageUrl: "/images/stakeholders/european-union.svg",
    websiteUrl: "https://european-union.europa.eu",
    provenance: "illustrative",
  },
  {
    id: "world-food-programme",
    name: "World Food Programme",
    shortName: "WFP",
    groupName: "donors",
    imageUrl: "/images/stakeholders/world-food-programme.svg",
    websiteUrl: "https://www.wfp.org",
    provenance: "illustrative",
  },
  {
    id: "united-nations-development-programme",
    name: "United Nations Development Programme",
    shortName: "UNDP",
    groupName: "donors",
    imageUrl: "/images/stakeholders/united-nations-development-programme.svg",
    websiteUrl: "https://www.undp.org",
    provenance: "illustrative",
  },
  {
    id: "international-labour-organization",
    name: "International Labour Organization",
    shortName: "ILO",
    groupName: "donors",
    imageUrl: "/images/stakeholders/international-labour-organization.svg",
    websiteUrl: "https://www.ilo.org",
    provenance: "illustrative",
  },
  {
    id: "giz",
    name: "GIZ",
    shortName: "GIZ",
    groupName: "donors",
    imageUrl: "/images/stakeholders/giz.svg",
    websiteUrl: "https://www.giz.de",
    provenance: "illustrative",
  },
  {
    id: "food-and-agriculture-organization-of-the-united-nations",
    name: "Food and Agriculture Organization of the United Nations",
    shortName: "FAO",
    groupName: "donors",
    imageUrl: "/images/stakeholders/food-and-agriculture-organization-of-the-united-nations.svg",
    websiteUrl: "https://www.fao.org",
    provenance: "illustrative",
  },
  {
    id: "african-development-bank",
    name: "African Development Bank",
    shortName: "AfDB",
    groupName: "donors",
    imageUrl: "/images/stakeholders/african-development-bank.svg",
    websiteUrl: "https://www.afdb.org",
    provenance: "illustrative",
  },
  {
    id: "gates-foundation",
    name: "Gates Foundation",
    shortName: "Gates Foundation",
    groupName: "donors",
    imageUrl: "/images/stakeholders/gates-foundation.svg",
    websiteUrl: "https://www.gatesfoundation.org",
    provenance: "illustrative",
  },
  {
    id: "unhcr",
    name: "UNHCR",
    shortName: "UNHCR",
    groupName: "donors",
    imageUrl: "/images/stakeholders/unhcr.svg",
    websiteUrl: "https://www.unhcr.org",
    provenance: "illustrative",
  },
  {
    id: "national-bureau-of-statistics",
    name: "National Bureau of Statistics",
    shortName: "NBS",
    groupName: "government",
    imageUrl: "/images/stakeholders/national-bureau-of-statistics.svg",
    websiteUrl: "https://nigerianstat.gov.ng",
    // The programme's page names the bureau's work with the office on the 2018/19 living standards survey.
    provenance: "published",
    source: { url: "https://nsip.gov.ng/nassco/", asAt: "2019" },
  },
  {
    id: "national-identity-management-commission",
    name: "National Identity Management Commission",
    shortName: "NIMC",
    groupName: "government",
    imageUrl: "/images/stakeholders/national-identity-management-commission.svg",
    websiteUrl: "https://nimc.gov.ng",
    provenance: "published",
    source: { url: "https://thelagosmag.com/lagos-partners-nimc-and-nassco", asAt: "2025-02-01" },
  },
  {
    id: "federal-ministry-of-budget-and-economic-planning",
    name: "Federal Ministry of Budget and Economic Planning",
    shortName: "FMBEP",
    groupName: "government",
    imageUrl: "/images/stakeholders/federal-ministry-of-budget-and-economic-planning.svg",
    websiteUrl: "https://nationalplanning.gov.ng",
    provenance: "illustrative",
  },
  {
    id: "nigeria-inter-bank-settlement-system",
    name: "Nigeria Inter-Bank Settlement System",
    shortName: "NIBSS",
    groupName: "private",
    imageUrl: "/images/stakeholders/nigeria-inter-bank-settlement-system.svg",
    websiteUrl: "https://nibss-plc.com.ng",
    provenance: "illustrative",
  },
  {
    id: "gsma",
    name: "GSMA",
    shortName: "GSMA",
    groupName: "private",
    imageUrl: "/images/stakeholders/gsma.svg",
    websiteUrl: "https://www.gsma.com",
    provenance: "illustrative",
  },
];
