import type { LogoTile } from "~/content/types";

/**
 * The organisations shown on /get-involved/our-stakeholders, in three groups.
 * The list is our best reading of who works with NASSCO on social protection
 * in Nigeria, and is for the office to confirm before launch. Each logo is a
 * placeholder at /images/stakeholders/<slug>.svg (the name, lowercased, with
 * runs of other characters turned into one hyphen) until the office supplies
 * the organisations' own logos.
 */
export const stakeholderGroups: { title: string; tiles: LogoTile[] }[] = [
  {
    title: "DONORS/DEPARTMENT PARTNERS",
    tiles: [
      {
        name: "The World Bank",
        image: "/images/stakeholders/the-world-bank.svg",
        link: "https://www.worldbank.org",
        provenance: "spec",
      },
      {
        name: "UNICEF",
        image: "/images/stakeholders/unicef.svg",
        link: "https://www.unicef.org",
        provenance: "illustrative",
      },
      {
        name: "UK Foreign, Commonwealth & Development Office",
        image: "/images/stakeholders/uk-foreign-commonwealth-development-office.svg",
        link: "https://www.gov.uk/government/organisations/foreign-commonwealth-development-office",
        provenance: "illustrative",
      },
      {
        name: "European Union",
        image: "/images/stakeholders/european-union.svg",
        link: "https://european-union.europa.eu",
        provenance: "illustrative",
      },
      {
        name: "World Food Programme",
        image: "/images/stakeholders/world-food-programme.svg",
        link: "https://www.wfp.org",
        provenance: "illustrative",
      },
      {
        name: "United Nations Development Programme",
        image: "/images/stakeholders/united-nations-development-programme.svg",
        link: "https://www.undp.org",
        provenance: "illustrative",
      },
      {
        name: "International Labour Organization",
        image: "/images/stakeholders/international-labour-organization.svg",
        link: "https://www.ilo.org",
        provenance: "illustrative",
      },
      {
        name: "GIZ",
        image: "/images/stakeholders/giz.svg",
        link: "https://www.giz.de",
        provenance: "illustrative",
      },
      {
        name: "Food and Agriculture Organization of the United Nations",
        image: "/images/stakeholders/food-and-agriculture-organization-of-the-united-nations.svg",
        link: "https://www.fao.org",
        provenance: "illustrative",
      },
      {
        name: "African Development Bank",
        image: "/images/stakeholders/african-development-bank.svg",
        link: "https://www.afdb.org",
        provenance: "illustrative",
      },
      {
        name: "Gates Foundation",
        image: "/images/stakeholders/gates-foundation.svg",
        link: "https://www.gatesfoundation.org",
        provenance: "illustrative",
      },
      {
        name: "UNHCR",
        image: "/images/stakeholders/unhcr.svg",
        link: "https://www.unhcr.org",
        provenance: "illustrative",
      },
    ],
  },
  {
    title: "GOVERNMENT AGENCIES",
    tiles: [
      {
        name: "National Bureau of Statistics",
        image: "/images/stakeholders/national-bureau-of-statistics.svg",
        link: "https://nigerianstat.gov.ng",
        provenance: "illustrative",
      },
      {
        name: "National Identity Management Commission",
        image: "/images/stakeholders/national-identity-management-commission.svg",
        link: "https://nimc.gov.ng",
        provenance: "illustrative",
      },
      {
        name: "Federal Ministry of Budget and Economic Planning",
        image: "/images/stakeholders/federal-ministry-of-budget-and-economic-planning.svg",
        link: "https://nationalplanning.gov.ng",
        provenance: "illustrative",
      },
    ],
  },
  {
    title: "PRIVATE ORGANIZATIONS",
    tiles: [
      {
        name: "Nigeria Inter-Bank Settlement System",
        image: "/images/stakeholders/nigeria-inter-bank-settlement-system.svg",
        link: "https://nibss-plc.com.ng",
        provenance: "illustrative",
      },
      {
        name: "GSMA",
        image: "/images/stakeholders/gsma.svg",
        link: "https://www.gsma.com",
        provenance: "illustrative",
      },
    ],
  },
];
