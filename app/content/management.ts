import type { Person } from "./types";

/**
 * The management team, by role. Names and portraits are for the office to
 * supply: until then each name stays empty, the role title is shown instead,
 * and the portrait is a placeholder.
 */
export const management: Person[] = [
  {
    id: "national-coordinator",
    provenance: "illustrative",
    name: "",
    title: "National Coordinator",
    bio: "The National Coordinator leads the office and sets its direction. The role oversees the work to build and maintain the National Social Register, and coordinates social safety-net programmes across federal and state levels. The National Coordinator works with government, development partners and the states, reports on progress, and makes sure the office meets its mandate to reach poor and vulnerable households fairly and openly.",
    imageUrl: "/images/management/national-coordinator.svg",
    social: {},
  },
  {
    id: "head-operations",
    provenance: "illustrative",
    name: "",
    title: "Head, Operations",
    bio: "The Head, Operations oversees the day-to-day work of building and updating the register. The role supports the state operations coordinating units with targeting, data collection and quality checks, and makes sure the same methods are used in every state. It plans field activities, manages the tools and systems used to capture household data, and works to solve problems that arise during implementation.",
    imageUrl: "/images/management/head-operations.svg",
    social: {},
  },
  {
    id: "head-finance-administration",
    provenance: "illustrative",
    name: "",
    title: "Head, Finance and Administration",
    bio: "The Head, Finance and Administration manages the office's money, staff and resources. The role oversees budgets, accounts, procurement and financial reporting, and makes sure funds from government and development partners are used as agreed and accounted for in full. It also leads human resources and general administration, so that the office and its teams have what they need to work well.",
    imageUrl: "/images/management/head-finance-administration.svg",
    social: {},
  },
  {
    id: "head-monitoring-evaluation",
    provenance: "illustrative",
    name: "",
    title: "Head, Monitoring and Evaluation",
    bio: "The Head, Monitoring and Evaluation tracks how well the register and the programmes that use it are working. The role sets the indicators, collects and checks progress reports from the states, and arranges reviews and studies. It shares findings with management, government and partners, and uses them to recommend improvements, so that decisions are based on evidence and the office stays accountable to the public.",
    imageUrl: "/images/management/head-monitoring-evaluation.svg",
    social: {},
  },
];
