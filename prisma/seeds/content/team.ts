import type { TeamMemberSeed } from "./seed-types";

/**
 * The management team at launch, in order, as the seed writes it into
 * team_member (prisma/seeds/content.ts). Two leaders are named as the press
 * last named them, each with that report's date; the other roles wait for the
 * office to name them, since the only reports naming anyone in them date from
 * 2017 to 2019 and cannot be shown as today's team. The role descriptions are
 * ours, and every portrait is a placeholder (npm run placeholders).
 */
export const teamMemberSeed: TeamMemberSeed[] = [
  {
    id: "national-coordinator",
    name: "Funmi Olotu",
    role: "National Coordinator",
    bio: "The National Coordinator leads the office and sets its direction. The role oversees the work to build and maintain the National Social Register, and coordinates social safety-net programmes across federal and state levels. The National Coordinator works with government, development partners and the states, reports on progress, and makes sure the office meets its mandate to reach poor and vulnerable households fairly and openly.",
    portraitUrl: "/images/management/national-coordinator.svg",
    provenance: "published",
    source: { url: "https://bizwatchnigeria.ng/national-social-register-lists-68-million-poor-nigerians", asAt: "2025" },
  },
  {
    id: "head-national-social-register",
    name: "Mohammed Dikko Bala",
    role: "Head, National Social Register",
    bio: "The Head of the National Social Register leads the team that keeps the register. The national register brings together the registers the states build, so the role works with the state units on the quality and completeness of their records, oversees updates to household information, and looks after requests from agencies and partners to use the data under the office's published procedures.",
    portraitUrl: "/images/management/head-national-social-register.svg",
    provenance: "published",
    source: {
      url: "https://stadtdaily.news/2023/10/17/nigeria-registers-more-than-60-million-poor-vulnerable-persons/",
      asAt: "2023-10-17",
    },
  },
  {
    id: "head-operations",
    name: "",
    role: "Head, Operations",
    bio: "The Head, Operations oversees the day-to-day work of building and updating the register. The role supports the state operations coordinating units with targeting, data collection and quality checks, and makes sure the same methods are used in every state. It plans field activities, manages the tools and systems used to capture household data, and works to solve problems that arise during implementation.",
    portraitUrl: "/images/management/head-operations.svg",
    provenance: "illustrative",
  },
  {
    id: "head-finance-administration",
    name: "",
    role: "Head, Finance and Administration",
    bio: "The Head, Finance and Administration manages the office's money, staff and resources. The role oversees budgets, accounts, procurement and financial reporting, and makes sure funds from government and development partners are used as agreed and accounted for in full. It also leads human resources and general administration, so that the office and its teams have what they need to work well.",
    portraitUrl: "/images/management/head-finance-administration.svg",
    provenance: "illustrative",
  },
  {
    id: "head-monitoring-evaluation",
    name: "",
    role: "Head, Monitoring and Evaluation",
    bio: "The Head, Monitoring and Evaluation tracks how well the register and the programmes that use it are working. The role sets the indicators, collects and checks progress reports from the states, and arranges reviews and studies. It shares findings with management, government and partners, and uses them to recommend improvements, so that decisions are based on evidence and the office stays accountable to the public.",
    portraitUrl: "/images/management/head-monitoring-evaluation.svg",
    provenance: "illustrative",
  },
];
