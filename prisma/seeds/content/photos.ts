import type { GalleryCategorySeed, PhotoSeed } from "./seed-types";

/**
 * The photo gallery at launch, as the seed writes it into photo_category and
 * photo (prisma/seeds/content.ts): 213 photos in 20 categories
 * (docs/product.md, "Pages").
 *
 * The office has not supplied its photographs, so every image is a placeholder
 * (/images/gallery/photos/<id>.svg, written by npm run placeholders) and both
 * the captions and how many photos each category holds are illustrative (see
 * data/README.md). The photos are built from the table below rather than
 * written out one by one: ids run from 1 in category order, and each caption
 * is taken in turn from its category's short list.
 */

/**
 * Each category, in the product's order (the order of the filter buttons):
 * its id (its address, ?category=<id>), its name, how many photos it holds,
 * and whether the product names it (the three state visits' names are ours).
 */
const categoryTable = [
  ["stakeholders-conference", "Stakeholder's Conference", 20, "spec"],
  ["unga-2025", "UNGA 2025", 12, "spec"],
  ["monitoring-evaluation-of-nin-integration", "Monitoring & Evaluation of NIN Integration", 14, "spec"],
  ["world-bank-mission", "World Bank Mission", 10, "spec"],
  ["world-bank-mid-year-review-mission", "World Bank Mid-Year Review Mission", 9, "spec"],
  ["stepdown-training-on-nin-integration", "Stepdown Training on NIN Integration", 12, "spec"],
  ["adaptive-social-protection-training", "Adaptive Social Protection Training", 11, "spec"],
  ["publications", "Publications", 6, "spec"],
  ["presidential-panel-on-social-investment-programmes", "Presidential Panel on Social Investment Programmes", 8, "spec"],
  ["press-conference-on-social-protection-in-nigeria", "Press Conference on Social Protection in Nigeria", 9, "spec"],
  ["state-coordinators-meeting", "State Coordinators Meeting", 14, "spec"],
  ["team-bonding-nassco-ncto", "Team Bonding Nassco & NCTO", 18, "spec"],
  ["kaduna-state-visit", "Kaduna State Visit", 12, "illustrative"],
  ["nasarawa-state-visit", "Nasarawa State Visit", 8, "illustrative"],
  ["niger-state-visit", "Niger State Visit", 8, "illustrative"],
  ["south-south-learning-forum-in-rwanda", "South-South Learning Forum in Rwanda", 10, "spec"],
  ["ng-cares-20-stakeholder-meeting", "NG Cares 2.0 Stakeholder Meeting", 9, "spec"],
  ["call-center-orientation-969", "Call Center Orientation (969)", 8, "spec"],
  ["2020-highlights", "2020 Highlights", 9, "spec"],
  ["2019-highlights", "2019 Highlights", 6, "spec"],
] as const satisfies readonly (readonly [string, string, number, GalleryCategorySeed["provenance"]])[];

type PhotoCategoryName = (typeof categoryTable)[number][1];

export const photoCategorySeed: GalleryCategorySeed[] = categoryTable.map(([id, name, , provenance]) => ({ id, name, provenance }));

function stateVisit(state: string): string[] {
  return [
    `NASSCO team on a visit to ${state} State`,
    `Meeting with the ${state} State operations team`,
    `Community engagement during the ${state} State visit`,
    `Courtesy call during the ${state} State visit`,
  ];
}

/**
 * Modest captions written from each category's name: what the picture would
 * show, with no names, figures or quotes the office has not given us.
 */
const captions: Record<PhotoCategoryName, string[]> = {
  "Stakeholder's Conference": [
    "Participants at the stakeholders' conference",
    "Opening session of the stakeholders' conference",
    "Panel discussion at the stakeholders' conference",
    "Delegates in a breakout session",
    "Group photograph of conference participants",
  ],
  "UNGA 2025": [
    "NASSCO delegation at the UNGA 2025 side event",
    "Side event on social protection during UNGA 2025",
    "Panel session at the UNGA 2025 side event",
    "Delegates at the UNGA 2025 side event",
  ],
  "Monitoring & Evaluation of NIN Integration": [
    "Monitoring visit on NIN integration",
    "Reviewing household records linked to NINs",
    "Evaluation team with a state operations team",
    "Field officers during the monitoring exercise",
  ],
  "World Bank Mission": [
    "World Bank mission meeting with the NASSCO team",
    "Working session during the World Bank mission",
    "Mission members and NASSCO staff",
  ],
  "World Bank Mid-Year Review Mission": [
    "Mid-year review meeting with the World Bank",
    "Presentation during the mid-year review",
    "Participants at the mid-year review mission",
  ],
  "Stepdown Training on NIN Integration": [
    "Stepdown training session on NIN integration",
    "State officers at the stepdown training",
    "Facilitator leading a training session",
    "Group work during the stepdown training",
  ],
  "Adaptive Social Protection Training": [
    "Participants at the adaptive social protection training",
    "Training session on adaptive social protection",
    "Group exercise during the training",
  ],
  Publications: ["A NASSCO publication", "Cover of a NASSCO report", "NASSCO publications on display"],
  "Presidential Panel on Social Investment Programmes": [
    "Session of the Presidential Panel on Social Investment Programmes",
    "NASSCO team at the presidential panel session",
    "Presentation to the presidential panel",
  ],
  "Press Conference on Social Protection in Nigeria": [
    "Press conference on social protection in Nigeria",
    "Members of the press at the briefing",
    "Speakers at the press conference",
  ],
  "State Coordinators Meeting": [
    "State coordinators at the review meeting",
    "Discussion during the state coordinators meeting",
    "State coordinators with the national team",
    "Presentation at the state coordinators meeting",
  ],
  "Team Bonding Nassco & NCTO": [
    "NASSCO and NCTO staff at the team bonding event",
    "Team activity during the bonding event",
    "Group photograph of NASSCO and NCTO staff",
    "Staff taking part in a team exercise",
  ],
  "Kaduna State Visit": stateVisit("Kaduna"),
  "Nasarawa State Visit": stateVisit("Nasarawa"),
  "Niger State Visit": stateVisit("Niger"),
  "South-South Learning Forum in Rwanda": [
    "Participants at the South-South Learning Forum in Rwanda",
    "Session at the South-South Learning Forum",
    "Country delegations at the learning forum",
  ],
  "NG Cares 2.0 Stakeholder Meeting": [
    "Stakeholders at the NG Cares 2.0 meeting",
    "Presentation at the NG Cares 2.0 stakeholder meeting",
    "Discussion during the NG Cares 2.0 meeting",
  ],
  "Call Center Orientation (969)": [
    "Orientation for agents of the 969 call centre",
    "Call centre agents at the orientation",
    "Session on handling enquiries and complaints",
  ],
  "2020 Highlights": ["A NASSCO activity in 2020", "NASSCO staff at work in 2020", "A field activity in 2020"],
  "2019 Highlights": ["A NASSCO activity in 2019", "NASSCO staff at work in 2019", "A field activity in 2019"],
};

/** The spec allows an empty title; about one photo in five has none (every fifth id). */
const UNTITLED_EVERY = 5;

export const photoSeed: PhotoSeed[] = categoryTable.flatMap(([categoryId, name, count], c) => {
  const firstId = categoryTable.slice(0, c).reduce((sum, [, , n]) => sum + n, 0) + 1;
  const list = captions[name];
  return Array.from({ length: count }, (_, i) => {
    const id = firstId + i;
    const title = id % UNTITLED_EVERY === 0 ? "" : list[i % list.length]!;
    // Captions and counts are ours, and every image is a placeholder: see data/README.md.
    return { id: String(id), categoryId, title, imageUrl: `/images/gallery/photos/${id}.svg`, provenance: "illustrative" as const };
  });
});
