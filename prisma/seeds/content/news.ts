import type { NewsArticleSeed } from "./seed-types";

/**
 * The news the site launched with, as the seed writes it into news_article on
 * a new database (prisma/seeds/content.ts). From then on the office edits
 * the rows; editing an item here changes only rows nobody has edited since.
 * Bodies are Markdown.
 */
export const newsSeed: NewsArticleSeed[] = [
  {
    id: "nassco-to-take-part-in-unga-2025-side-event-on-social-protection",
    title: "NASSCO to Take Part in UNGA 2025 Side Event on Social Protection",
    publishedOn: "2025-09-08",
    provenance: "illustrative",
    excerpt:
      "NASSCO will join a side event on social protection during the 2025 session of the United Nations General Assembly in New York.",
    body: `The National Social Safety-Nets Coordinating Office (NASSCO) will take part in a side event on social protection held alongside the 80th session of the United Nations General Assembly (UNGA 2025) in New York.

The office will share Nigeria's experience in building the National Social Register (NSR) as a common platform for identifying poor and vulnerable households, and in linking the register to the National Identification Number (NIN) so that support reaches the right people.

The event is also an opportunity to learn from other countries and development partners working on inclusive and shock-responsive social protection systems.

To find out more about the register, see [how the National Social Register works](/nsr/how-the-nigeria-social-register-works).`,
    imageUrl: "/images/news/nassco-to-take-part-in-unga-2025-side-event-on-social-protection.svg",
  },
  {
    id: "state-coordinators-meeting-reviews-progress-on-national-social-register-updates",
    title: "State Coordinators Meeting Reviews Progress on National Social Register Updates",
    publishedOn: "2025-08-19",
    provenance: "illustrative",
    excerpt:
      "State coordinators met with the national office to review progress on updating the National Social Register and to agree next steps.",
    body: `The National Coordinator hosted a meeting of state coordinators from the State Operations Coordinating Units (SOCUs) to review progress on updates to the National Social Register (NSR).

The meeting looked at:

-   the status of data collection and data cleaning in the states;
-   progress on adding National Identification Numbers (NIN) to household records;
-   how enquiries and complaints from households are being handled;
-   reporting timelines for the rest of the year.

Participants agreed to strengthen coordination between the national and state offices and to share lessons among states facing similar challenges.`,
    imageUrl: "/images/news/state-coordinators-meeting-reviews-progress-on-national-social-register-updates.svg",
  },
  {
    id: "nassco-newsletter-second-quarter-2025",
    title: "NASSCO Newsletter: Second Quarter 2025",
    publishedOn: "2025-07-24",
    provenance: "illustrative",
    excerpt: "The second-quarter 2025 edition of the NASSCO newsletter is now available to read online.",
    body: `This edition of the NASSCO newsletter covers activities from April to June 2025, including updates on the National Social Register (NSR), progress on NIN integration, trainings for state teams and engagements with development partners.

Use the button on this page to read the newsletter as a PDF. Earlier news from the office is available on the [news page](/resource-hub/news).`,
    imageUrl: "/images/news/nassco-newsletter-second-quarter-2025.svg",
    link: "/files/news/nassco-newsletter-second-quarter-2025.pdf",
    linkKind: "view-pdf",
  },
  {
    id: "world-bank-mid-year-review-mission-meets-nassco-team",
    title: "World Bank Mid-Year Review Mission Meets NASSCO Team",
    publishedOn: "2025-07-03",
    provenance: "illustrative",
    excerpt:
      "A World Bank mission held its mid-year review with NASSCO to assess progress and agree priorities for the second half of the year.",
    body: `The World Bank held its mid-year review mission with the National Social Safety-Nets Coordinating Office (NASSCO) to take stock of implementation progress and agree on actions for the second half of 2025.

## Areas discussed

-   updates to the National Social Register (NSR) and the quality of the data it holds;
-   integration of the National Identification Number (NIN) into household records;
-   the grievance redress mechanism, including the 969 toll-free call centre;
-   data protection and the rules for sharing register data with partners.

The mission and the national team agreed on follow-up actions, which will be tracked through regular implementation meetings.`,
    imageUrl: "/images/news/world-bank-mid-year-review-mission-meets-nassco-team.svg",
  },
  {
    id: "stepdown-training-on-nin-integration-held-for-state-operations-teams",
    title: "Stepdown Training on NIN Integration Held for State Operations Teams",
    publishedOn: "2025-05-27",
    provenance: "illustrative",
    excerpt:
      "State teams received stepdown training on linking National Identification Numbers to records in the National Social Register.",
    body: `NASSCO held a stepdown training for state operations teams on the integration of the National Identification Number (NIN) into the National Social Register (NSR).

The sessions passed on what national staff had learnt in earlier trainings. Participants went through the process for capturing and validating NINs, how to handle records where a NIN cannot be matched, and how to protect personal data at every step.

State teams are expected to train their field officers in turn, so that the same procedures are followed in every state.`,
    imageUrl: "/images/news/stepdown-training-on-nin-integration-held-for-state-operations-teams.svg",
  },
  {
    id: "television-interview-the-national-coordinator-explains-the-national-social-register",
    title: "Television Interview: The National Coordinator Explains the National Social Register",
    publishedOn: "2025-03-12",
    provenance: "illustrative",
    excerpt: "In a television interview, the National Coordinator explained how the National Social Register is built and how it is used.",
    body: `In a television interview, the National Coordinator of NASSCO explained what the National Social Register (NSR) is and how poor and vulnerable households are identified through community-based targeting and household surveys.

The interview also covered how government agencies and partners can request data from the register. Details are on the [Accessing the NSR](/nsr/accessing-the-nsr) page, and requests can be made through the [data access request form](/nsr/data-access-request-form).`,
    imageUrl: "/images/news/television-interview-the-national-coordinator-explains-the-national-social-register.svg",
    link: "/videos/tv-interview-1.mp4",
    linkKind: "video",
  },
  {
    id: "highlights-of-the-national-stakeholders-conference-on-social-protection",
    title: "Highlights of the National Stakeholders Conference on Social Protection",
    publishedOn: "2024-12-05",
    provenance: "illustrative",
    excerpt: "Watch highlights from the national stakeholders conference on social protection.",
    body: `This video brings together highlights from the national stakeholders conference on social protection, which was attended by federal and state officials, development partners and civil society organisations.

Sessions focused on the role of the National Social Register (NSR) in coordinating social protection programmes and on how states can make better use of the register.`,
    link: "/videos/stakeholders-conference-highlights.mp4",
    linkKind: "video",
  },
  {
    id: "summary-report-on-nin-integration-of-the-national-social-register",
    title: "Summary Report on NIN Integration of the National Social Register",
    publishedOn: "2024-10-15",
    provenance: "illustrative",
    excerpt:
      "A short report summarising progress and lessons from integrating the National Identification Number into the National Social Register.",
    body: `This summary report describes the work done to integrate the National Identification Number (NIN) into the National Social Register (NSR), in collaboration with the National Identity Management Commission (NIMC).

It explains why NIN integration matters: it helps to reduce duplicate records, supports the verification of beneficiaries and makes payments to households more secure. The report also sets out the main challenges met in the field and the steps being taken to address them.

Open the report using the button on this page. Answers to common questions are on the [FAQs](/resource-hub/faqs) page.`,
    imageUrl: "/images/news/summary-report-on-nin-integration-of-the-national-social-register.svg",
    link: "/files/news/summary-report-on-nin-integration-of-the-national-social-register.pdf",
    linkKind: "view-pdf",
  },
  {
    id: "call-for-expressions-of-interest-third-party-monitoring-of-national-social-register-activities",
    title: "Call for Expressions of Interest: Third-Party Monitoring of National Social Register Activities",
    publishedOn: "2024-06-10",
    provenance: "illustrative",
    excerpt:
      "NASSCO invites eligible non-governmental and civil society organisations to express interest in providing third-party monitoring services. The deadline for submissions is 28 June 2024.",
    body: `The National Social Safety-Nets Coordinating Office (NASSCO) invites eligible non-governmental and civil society organisations to submit expressions of interest to provide third-party monitoring of activities related to the National Social Register (NSR).

Organisations may apply as a national lead organisation or for a zonal lot. The full notice can be downloaded from this page.

## Eligibility requirements

-   Submissions must be in English and signed by an authorised official of the applicant.
-   Each applicant may apply for one lot only.
-   Organisations applying as national lead must have at least 5 years of operation.
-   Zonal organisations must have at least 2 years of operation and experience in at least 2 states of their zone.
-   Applicants must be registered with the Corporate Affairs Commission (CAC) as an NGO/CSO and have been active for at least 5 years.
-   Applicants must provide tax clearance, audited accounts and clarity on their turnover.
-   Applicants must have experience working in hard-to-reach areas.

**Deadline:** expressions of interest must be submitted by 28 June 2024.

Other opportunities are listed on the [tenders](/get-involved/tenders) page.`,
    imageUrl: "/images/news/call-for-expressions-of-interest-third-party-monitoring-of-national-social-register-activities.svg",
    link: "/files/news/call-for-expressions-of-interest-third-party-monitoring-of-national-social-register-activities.pdf",
    linkKind: "download",
  },
  {
    id: "nassco-joins-peers-at-south-south-learning-forum-in-rwanda",
    title: "NASSCO Joins Peers at South-South Learning Forum in Rwanda",
    publishedOn: "2024-05-21",
    provenance: "illustrative",
    excerpt:
      "A NASSCO team joined other countries at the South-South Learning Forum in Rwanda to exchange experience on delivering social protection.",
    body: `A team from NASSCO took part in the South-South Learning Forum in Rwanda, where countries shared their experience of building and running social protection systems.

Sessions covered social registries, digital payments, adaptive social protection and the links between social protection and jobs. The Nigerian team presented the work of the National Social Register (NSR) and learnt from countries facing similar questions.

Lessons from the forum will inform ongoing work to improve the register and the systems that use it.`,
    imageUrl: "/images/news/nassco-joins-peers-at-south-south-learning-forum-in-rwanda.svg",
  },
  {
    id: "nassco-briefs-presidential-panel-on-social-investment-programmes",
    title: "NASSCO Briefs Presidential Panel on Social Investment Programmes",
    publishedOn: "2024-02-20",
    provenance: "illustrative",
    excerpt:
      "NASSCO briefed the presidential panel reviewing the framework of the social investment programmes on the work of the National Social Register.",
    body: `The National Social Safety-Nets Coordinating Office (NASSCO) made a presentation to the presidential panel set up to review the framework for implementing the social investment programmes.

The presentation explained how households are identified and added to the National Social Register (NSR), how the register is kept up to date, and the safeguards in place for the data it holds. It also covered ongoing work to link household records to the National Identification Number (NIN).

The office assured the panel of its cooperation and its readiness to support improvements arising from the review.`,
    imageUrl: "/images/news/nassco-briefs-presidential-panel-on-social-investment-programmes.svg",
  },
  {
    id: "television-interview-on-nin-integration-and-the-social-register",
    title: "Television Interview on NIN Integration and the Social Register",
    publishedOn: "2023-12-07",
    provenance: "illustrative",
    excerpt:
      "A NASSCO official discussed on television how linking the National Identification Number to the register supports the conditional cash transfer.",
    body: `In a television interview, a senior official of NASSCO discussed the integration of the National Identification Number (NIN) into the National Social Register (NSR) and how it supports the verification of households for the conditional cash transfer.

The official encouraged households on the register to make sure they have a NIN and to use official channels, including the 969 toll-free line, for enquiries and complaints.`,
    link: "/videos/tv-interview-2.mp4",
    linkKind: "video",
  },
  {
    id: "orientation-held-for-agents-of-the-969-toll-free-call-centre",
    title: "Orientation Held for Agents of the 969 Toll-Free Call Centre",
    publishedOn: "2023-11-14",
    provenance: "illustrative",
    excerpt: "",
    body: `NASSCO held an orientation for agents of the 969 toll-free call centre, which receives enquiries and complaints from members of the public about the National Social Register and the programmes that use it. The orientation explained how the register is built, how households are identified and how personal data is protected. Agents also went through the steps for recording each call, referring cases to the right office and following up until a case is closed. The line is free to use, and callers are encouraged to report anyone who asks for money in exchange for inclusion in the register.`,
    imageUrl: "/images/news/orientation-held-for-agents-of-the-969-toll-free-call-centre.svg",
  },
  {
    id: "federal-government-plans-conditional-cash-transfer-to-households-on-the-register",
    title: "Federal Government Plans Conditional Cash Transfer to Households on the Register",
    publishedOn: "2023-10-05",
    provenance: "illustrative",
    excerpt:
      "The federal government has announced a conditional cash transfer to poor and vulnerable households identified through the National Social Register.",
    body: `The federal government has announced plans for a conditional cash transfer to poor and vulnerable households. The plan is to pay 75,000 naira per household for 15 million households.

Households will be drawn from the National Social Register (NSR), which NASSCO maintains with the State Operations Coordinating Units. To make payments more secure, beneficiaries will be verified, including through their National Identification Number (NIN).

NASSCO reminds the public that inclusion in the register is free. Anyone asked to pay to be registered should report it through the 969 toll-free line. More information is on the [FAQs](/resource-hub/faqs) page.`,
    imageUrl: "/images/news/federal-government-plans-conditional-cash-transfer-to-households-on-the-register.svg",
  },
  {
    id: "press-conference-on-social-protection-in-nigeria",
    title: "Press Conference on Social Protection in Nigeria",
    publishedOn: "2023-08-22",
    provenance: "illustrative",
    excerpt:
      "NASSCO held a press conference to brief journalists on social protection in Nigeria and the role of the National Social Register.",
    body: `The National Coordinator addressed a press conference on social protection in Nigeria, explaining the work of NASSCO and the place of the National Social Register (NSR) in the national social protection system.

The briefing covered how households are identified, how the register is used by government programmes and partners, and the office's plans to update the register and link it to the National Identification Number (NIN).

Journalists were encouraged to rely on official sources and to direct members of the public to the 969 toll-free line for enquiries.`,
  },
  {
    id: "national-social-register-data-access-guidelines",
    title: "National Social Register Data Access Guidelines",
    publishedOn: "2023-05-16",
    provenance: "illustrative",
    excerpt: "",
    body: ``,
    link: "/files/news/national-social-register-data-access-guidelines.pdf",
    linkKind: "download",
  },
  {
    id: "communique-of-the-national-stakeholders-meeting-on-the-national-social-register",
    title: "Communique of the National Stakeholders Meeting on the National Social Register",
    publishedOn: "2023-02-09",
    provenance: "illustrative",
    excerpt: "Read the communique issued at the close of the national stakeholders meeting on the National Social Register.",
    body: `Stakeholders from federal ministries, departments and agencies, state governments, development partners and civil society met to discuss the National Social Register (NSR) and its use across social protection programmes.

The communique issued at the close of the meeting records the observations and resolutions agreed by participants.

Open the communique using the button on this page.`,
    imageUrl: "/images/news/communique-of-the-national-stakeholders-meeting-on-the-national-social-register.svg",
    link: "/files/news/communique-of-the-national-stakeholders-meeting-on-the-national-social-register.pdf",
    linkKind: "view-pdf",
  },
  {
    id: "training-on-adaptive-social-protection-for-state-operations-coordinating-units",
    title: "Training on Adaptive Social Protection for State Operations Coordinating Units",
    publishedOn: "2022-10-18",
    provenance: "illustrative",
    excerpt: "",
    body: `NASSCO organised a training on adaptive social protection for staff of State Operations Coordinating Units (SOCUs), with sessions on shock-responsive targeting & registration, early warning information and how the National Social Register (NSR) can help governments respond quickly when floods, droughts or other shocks affect households.

Participants worked through practical exercises on using register data to plan a response and on coordinating with emergency management agencies at state level.

The training is part of ongoing efforts to make the register more useful in times of crisis. See [the NSR in action](/nsr/nsr-in-action) for examples of how the register is used.`,
    imageUrl: "/images/news/training-on-adaptive-social-protection-for-state-operations-coordinating-units.svg",
  },
  {
    id: "nassco-team-visits-nasarawa-state-operations-coordinating-unit",
    title: "NASSCO Team Visits Nasarawa State Operations Coordinating Unit",
    publishedOn: "2022-07-12",
    provenance: "illustrative",
    excerpt:
      "A team from the national office visited the Nasarawa State Operations Coordinating Unit to review progress and offer support.",
    body: `A team from NASSCO visited the Nasarawa State Operations Coordinating Unit (SOCU) in Lafia to review progress on the State Social Register and to discuss how the national office can support the state team.

The team met SOCU staff and state officials, reviewed data management procedures and discussed plans for extending coverage of the register within the state.

Such visits are part of the office's regular support to states. Contact details for state offices are on the [state offices](/where-we-work/our-state-offices) page.`,
    imageUrl: "/images/news/nassco-team-visits-nasarawa-state-operations-coordinating-unit.svg",
  },
  {
    id: "information-note-on-ng-cares-and-the-national-social-register",
    title: "Information Note on NG-CARES and the National Social Register",
    publishedOn: "2022-03-29",
    provenance: "illustrative",
    excerpt: "Download an information note on how the National Social Register supports the NG-CARES programme.",
    body: `The Nigeria COVID-19 Action Recovery and Economic Stimulus (NG-CARES) programme supports states to expand access to livelihood support and food security services for poor and vulnerable households and firms affected by the COVID-19 pandemic.

Under NG-CARES, states use the National Social Register (NSR) and State Social Registers to identify households for support such as cash transfers. This information note explains the role of the register in the programme and how state teams can request data.

Data requests can be made through the [data access request form](/nsr/data-access-request-form).`,
    imageUrl: "/images/news/information-note-on-ng-cares-and-the-national-social-register.svg",
    link: "/files/news/information-note-on-ng-cares-and-the-national-social-register.pdf",
    linkKind: "download",
  },
  {
    id: "world-bank-implementation-support-mission-visits-kaduna-state",
    title: "World Bank Implementation Support Mission Visits Kaduna State",
    publishedOn: "2021-10-26",
    provenance: "illustrative",
    excerpt:
      "A World Bank implementation support mission visited Kaduna State with NASSCO to see how the State Social Register is being updated.",
    body: `As part of its implementation support mission, a World Bank team joined NASSCO on a visit to Kaduna State to observe work on the State Social Register and meet the State Operations Coordinating Unit (SOCU).

The team met state officials, reviewed procedures for data collection and quality control, and discussed how the state uses the register for NG-CARES and other programmes.

Findings from the visit were shared with the national team to help improve support to all states.`,
    imageUrl: "/images/news/world-bank-implementation-support-mission-visits-kaduna-state.svg",
  },
  {
    id: "nassco-visits-niger-state-to-review-state-social-register-progress",
    title: "NASSCO Visits Niger State to Review State Social Register Progress",
    publishedOn: "2021-03-23",
    provenance: "illustrative",
    excerpt:
      "NASSCO visited Niger State to review progress on the State Social Register and to meet officials of the State Operations Coordinating Unit.",
    body: `A NASSCO team visited Niger State to review progress on the State Social Register and to meet officials of the State Operations Coordinating Unit (SOCU) in Minna.

Discussions covered community-based targeting, household enumeration and the transfer of state data into the National Social Register (NSR). The team also discussed the state's plans for the rest of the year.

Learn more about [the community-based targeting process](/nsr/community-based-targeting-process).`,
    imageUrl: "/images/news/nassco-visits-niger-state-to-review-state-social-register-progress.svg",
  },
];
