/**
 * The site's navigation tree (docs/product.md, "Navigation"). The
 * header, drawer, side lists, footer, breadcrumbs, heroes, sitemap and search
 * index are all derived from it.
 */

export interface Hero {
  title: string;
  tagline: string;
}

export interface NavPage {
  /** The label in menus and side lists. */
  name: string;
  slug: string;
  path: string;
  /** One sentence: the meta description and the search summary. */
  description: string;
  hero?: Hero;
  /** A static file rather than a page; opens in a new tab. */
  external?: boolean;
}

export interface NavGroup {
  title: string;
  path: string;
  description: string;
  hero: Hero;
  pages: NavPage[];
}

function page(group: string, slug: string, name: string, description: string, hero?: Hero): NavPage {
  return { name, slug, path: `${group}/${slug}`, description, hero };
}

export const navigation: NavGroup[] = [
  {
    title: "Who We Are",
    path: "/who-we-are",
    description: "The National Social Safety-Nets Coordinating Office: our mandate, our history and how we are organised.",
    hero: { title: "Who We Are", tagline: "Coordinating social protection for poor and vulnerable Nigerians since 2016" },
    pages: [
      page("/who-we-are", "about-us", "About Us", "Our vision, mission, objectives, core responsibilities and management team.", {
        title: "About Us",
        tagline: "One register, many programmes, one goal: lifting households out of poverty",
      }),
      page(
        "/who-we-are",
        "operational-structure",
        "Operational Structure",
        "How the national office works with the 36 states and the FCT to build and use the register.",
        {
          title: "Operational Structure",
          tagline: "A national office and state operations units working as one",
        },
      ),
      page("/who-we-are", "our-history", "Our History", "How NASSCO began in 2016 and how the National Social Register has grown since.", {
        title: "Our History",
        tagline: "From a 2016 partnership to a register that reaches every state",
      }),
    ],
  },
  {
    title: "What We Do",
    path: "/what-we-do",
    description: "The register, the safety-nets programme, shock-responsive support, grievance redress and monitoring.",
    hero: { title: "What We Do", tagline: "Building the register and coordinating the programmes that use it" },
    pages: [
      page(
        "/what-we-do",
        "national-cash-transfer-programme",
        "National Cash Transfer Programme",
        "Regular cash support for poor and vulnerable households identified through the National Social Register.",
        {
          title: "National Cash Transfer Programme",
          tagline: "Base transfers, top-ups and livelihood support for poor households",
        },
      ),
      page(
        "/what-we-do",
        "community-and-social-development-project",
        "Community and Social Development Project",
        "Community-driven projects that give poor communities better access to basic services.",
        {
          title: "Community and Social Development Project",
          tagline: "Communities choosing, building and maintaining their own services",
        },
      ),
      page(
        "/what-we-do",
        "youth-empowerment-and-social-support-operations",
        "Youth Empowerment and Social Support Operations",
        "Life skills and public workfare for young Nigerians from poor households.",
        {
          title: "Youth Empowerment and Social Support Operations",
          tagline: "Skills and work for young people in poor and vulnerable households",
        },
      ),
    ],
  },
  {
    title: "Where We Work",
    path: "/where-we-work",
    description: "NASSCO works in all 36 states and the Federal Capital Territory through state operations coordinating units.",
    hero: { title: "Where We Work", tagline: "In all 36 states and the Federal Capital Territory" },
    pages: [
      page(
        "/where-we-work",
        "our-state-offices",
        "Our State Offices",
        "Contact mailboxes of the state operations coordinating units in the 36 states and the FCT.",
        {
          title: "Our State Offices",
          tagline: "Reach the coordinating unit in your state",
        },
      ),
      page(
        "/where-we-work",
        "nsr-summary-by-lga",
        "NSR Summary by LGA",
        "Households and individuals on the National Social Register in every local government area.",
        {
          title: "NSR Summary by LGA",
          tagline: "The register, local government area by local government area",
        },
      ),
    ],
  },
  {
    title: "NSR",
    path: "/nsr",
    description: "The Nigeria Social Register: how it is built, who it covers, and how organisations can use it.",
    hero: { title: "The Nigeria Social Register (NSR)", tagline: "A shared list of poor and vulnerable households for every programme" },
    pages: [
      page(
        "/nsr",
        "how-the-nigeria-social-register-works",
        "How the NSR Works",
        "Poverty mapping, community targeting, enumeration and the proxy means test.",
        {
          title: "How the Nigeria Social Register Works",
          tagline: "From poverty maps to a ranked list of households",
        },
      ),
      page(
        "/nsr",
        "our-targeting-approach",
        "Our Targeting Approach",
        "How local government areas are ranked by poverty and brought into the register in phases.",
        {
          title: "Our Targeting Approach",
          tagline: "Reaching the poorest areas first",
        },
      ),
      page(
        "/nsr",
        "community-based-targeting-process",
        "Community-Based Targeting Process",
        "The team, the four steps and the checks of community-based targeting.",
        {
          title: "Community-Based Targeting (CBT) Process",
          tagline: "Communities identifying their own poor and vulnerable households",
        },
      ),
      page(
        "/nsr",
        "nsr-coverage-across-nigeria",
        "NSR Coverage Across Nigeria",
        "How far the register reaches: states, local government areas, households and individuals.",
        {
          title: "NSR Coverage Across Nigeria",
          tagline: "Every community counts",
        },
      ),
      page("/nsr", "accessing-the-nsr", "Accessing the NSR", "How government agencies, NGOs and partners request data from the register.", {
        title: "Accessing the NSR",
        tagline: "Verified data for impactful action",
      }),
      page("/nsr", "nsr-in-action", "NSR in Action", "Programmes that have used the register to reach poor and vulnerable households.", {
        title: "NSR in Action",
        tagline: "Data that drives real decisions",
      }),
      page("/nsr", "data-access-request-form", "Data Access Request Form", "Request data from the National Social Register online.", {
        title: "Data Access Request Form (DARF)",
        tagline: "Request data from the National Social Register",
      }),
    ],
  },
  {
    title: "Get Involved",
    path: "/get-involved",
    description: "Partner with NASSCO, find tenders and careers, and learn how to take part in the register.",
    hero: { title: "Get Involved", tagline: "Work with us to reach poor and vulnerable households" },
    pages: [
      page(
        "/get-involved",
        "partner-with-us",
        "Partner With Us",
        "How development partners, agencies and organisations can collaborate with NASSCO.",
        {
          title: "Partner With Us",
          tagline: "Collaborate on social protection in Nigeria",
        },
      ),
      page(
        "/get-involved",
        "our-stakeholders",
        "Our Stakeholders",
        "The donors, government agencies and private organisations that work with NASSCO.",
        {
          title: "Our Stakeholders",
          tagline: "The partners behind the register",
        },
      ),
      page("/get-involved", "tenders", "Tenders", "Terms of reference and procurement notices published by NASSCO.", {
        title: "Tenders",
        tagline: "Procurement notices and terms of reference",
      }),
      page("/get-involved", "careers", "Careers", "Job openings at NASSCO, and how to recognise fraudulent job offers.", {
        title: "Careers",
        tagline: "Work with NASSCO",
      }),
      page(
        "/get-involved",
        "learn-more-about-the-nsr",
        "Learn More About the NSR",
        "The four targeting approaches behind the register, and community-based targeting.",
        {
          title: "Learn More About the NSR",
          tagline: "How households come to be on the register",
        },
      ),
    ],
  },
  {
    title: "Resource Hub",
    path: "/resource-hub",
    description: "News, policy and governance documents, photo and video galleries, FAQs and our privacy policy.",
    hero: { title: "Resource Hub", tagline: "News, documents, galleries and answers" },
    pages: [
      page("/resource-hub", "news", "News", "News and announcements from NASSCO.", { title: "News", tagline: "Updates from NASSCO" }),
      page(
        "/resource-hub",
        "policy-and-governance-documents",
        "Policy and Governance Documents",
        "Policies, manuals, procedures, protocols and reports on the National Social Register.",
        {
          title: "Policy",
          tagline: "Policies, procedures and reports",
        },
      ),
      page("/resource-hub", "photo-gallery", "Photo Gallery", "Photographs of NASSCO's work, meetings, trainings and field visits.", {
        title: "Photo Gallery",
        tagline: "Our work in pictures",
      }),
      page(
        "/resource-hub",
        "video-gallery",
        "Video Gallery",
        "Interviews, conference highlights and films about the National Social Register.",
        {
          title: "Video Gallery",
          tagline: "Our work on screen",
        },
      ),
      page("/resource-hub", "faqs", "FAQs", "Answers to common questions about NASSCO and the National Social Register.", {
        title: "Frequently Asked Questions",
        tagline: "Quick answers about NASSCO and the register",
      }),
      page(
        "/resource-hub",
        "privacy-policy",
        "Privacy Policy",
        "How NASSCO collects, stores, protects and shares personal data, and your rights.",
        {
          title: "Privacy Policy",
          tagline: "How we protect the data entrusted to us",
        },
      ),
      {
        name: "Environmental and Social Management Plan (PDF)",
        slug: "esmp",
        path: "/esmp.pdf",
        description: "The Environmental and Social Management Plan, as a PDF file.",
        external: true,
      },
    ],
  },
];
