import type { NewsItem } from "./news-types";

export const news: NewsItem[] = [
  {
    title: "NASSCO to Take Part in UNGA 2025 Side Event on Social Protection",
    provenance: "illustrative",
    date: "September 08, 2025",
    excerpt:
      "NASSCO will join a side event on social protection during the 2025 session of the United Nations General Assembly in New York.",
    content:
      '<p>The National Social Safety-Nets Coordinating Office (NASSCO) will take part in a side event on social protection held alongside the 80th session of the United Nations General Assembly (UNGA 2025) in New York.</p><p>The office will share Nigeria\'s experience in building the National Social Register (NSR) as a common platform for identifying poor and vulnerable households, and in linking the register to the National Identification Number (NIN) so that support reaches the right people.</p><p>The event is also an opportunity to learn from other countries and development partners working on inclusive and shock-responsive social protection systems.</p><p>To find out more about the register, see <a href="/nsr/how-the-nigeria-social-register-works">how the National Social Register works</a>.</p>',
    imageUrl: "/images/news/nassco-to-take-part-in-unga-2025-side-event-on-social-protection.svg",
    link: "",
  },
  {
    title: "State Coordinators Meeting Reviews Progress on National Social Register Updates",
    provenance: "illustrative",
    date: "August 19, 2025",
    excerpt:
      "State coordinators met with the national office to review progress on updating the National Social Register and to agree next steps.",
    content:
      "<p>The National Coordinator hosted a meeting of state coordinators from the State Operations Coordinating Units (SOCUs) to review progress on updates to the National Social Register (NSR).</p><p>The meeting looked at:</p><ul><li>the status of data collection and data cleaning in the states;</li><li>progress on adding National Identification Numbers (NIN) to household records;</li><li>how enquiries and complaints from households are being handled;</li><li>reporting timelines for the rest of the year.</li></ul><p>Participants agreed to strengthen coordination between the national and state offices and to share lessons among states facing similar challenges.</p>",
    imageUrl: "/images/news/state-coordinators-meeting-reviews-progress-on-national-social-register-updates.svg",
    link: "",
  },
  {
    title: "NASSCO Newsletter: Second Quarter 2025",
    provenance: "illustrative",
    date: "July 24, 2025",
    excerpt: "The second-quarter 2025 edition of the NASSCO newsletter is now available to read online.",
    content:
      '<p>This edition of the NASSCO newsletter covers activities from April to June 2025, including updates on the National Social Register (NSR), progress on NIN integration, trainings for state teams and engagements with development partners.</p><p>Use the button on this page to read the newsletter as a PDF. Earlier news from the office is available on the <a href="/resource-hub/news">news page</a>.</p>',
    imageUrl: "/images/news/nassco-newsletter-second-quarter-2025.svg",
    link: "/files/news/nassco-newsletter-second-quarter-2025.pdf",
    type: "view-pdf",
  },
  {
    title: "World Bank Mid-Year Review Mission Meets NASSCO Team",
    provenance: "illustrative",
    date: "July 03, 2025",
    excerpt:
      "A World Bank mission held its mid-year review with NASSCO to assess progress and agree priorities for the second half of the year.",
    content:
      "<p>The World Bank held its mid-year review mission with the National Social Safety-Nets Coordinating Office (NASSCO) to take stock of implementation progress and agree on actions for the second half of 2025.</p><h2>Areas discussed</h2><ul><li>updates to the National Social Register (NSR) and the quality of the data it holds;</li><li>integration of the National Identification Number (NIN) into household records;</li><li>the grievance redress mechanism, including the 969 toll-free call centre;</li><li>data protection and the rules for sharing register data with partners.</li></ul><p>The mission and the national team agreed on follow-up actions, which will be tracked through regular implementation meetings.</p>",
    imageUrl: "/images/news/world-bank-mid-year-review-mission-meets-nassco-team.svg",
    link: "",
  },
  {
    title: "Stepdown Training on NIN Integration Held for State Operations Teams",
    provenance: "illustrative",
    date: "May 27, 2025",
    excerpt:
      "State teams received stepdown training on linking National Identification Numbers to records in the National Social Register.",
    content:
      "<p>NASSCO held a stepdown training for state operations teams on the integration of the National Identification Number (NIN) into the National Social Register (NSR).</p><p>The sessions passed on what national staff had learnt in earlier trainings. Participants went through the process for capturing and validating NINs, how to handle records where a NIN cannot be matched, and how to protect personal data at every step.</p><p>State teams are expected to train their field officers in turn, so that the same procedures are followed in every state.</p>",
    imageUrl: "/images/news/stepdown-training-on-nin-integration-held-for-state-operations-teams.svg",
    link: "",
  },
  {
    title: "Television Interview: The National Coordinator Explains the National Social Register",
    provenance: "illustrative",
    date: "March 12, 2025",
    excerpt: "In a television interview, the National Coordinator explained how the National Social Register is built and how it is used.",
    content:
      '<p>In a television interview, the National Coordinator of NASSCO explained what the National Social Register (NSR) is and how poor and vulnerable households are identified through community-based targeting and household surveys.</p><p>The interview also covered how government agencies and partners can request data from the register. Details are on the <a href="/nsr/accessing-the-nsr">Accessing the NSR</a> page, and requests can be made through the <a href="/nsr/data-access-request-form">data access request form</a>.</p>',
    imageUrl: "/images/news/television-interview-the-national-coordinator-explains-the-national-social-register.svg",
    link: "/videos/tv-interview-1.mp4",
    type: "video",
  },
  {
    title: "Highlights of the National Stakeholders Conference on Social Protection",
    provenance: "illustrative",
    date: "December 05, 2024",
    excerpt: "Watch highlights from the national stakeholders conference on social protection.",
    content:
      "<p>This video brings together highlights from the national stakeholders conference on social protection, which was attended by federal and state officials, development partners and civil society organisations.</p><p>Sessions focused on the role of the National Social Register (NSR) in coordinating social protection programmes and on how states can make better use of the register.</p>",
    imageUrl: "",
    link: "/videos/stakeholders-conference-highlights.mp4",
    type: "video",
  },
  {
    title: "Summary Report on NIN Integration of the National Social Register",
    provenance: "illustrative",
    date: "October 15, 2024",
    excerpt:
      "A short report summarising progress and lessons from integrating the National Identification Number into the National Social Register.",
    content:
      '<p>This summary report describes the work done to integrate the National Identification Number (NIN) into the National Social Register (NSR), in collaboration with the National Identity Management Commission (NIMC).</p><p>It explains why NIN integration matters: it helps to reduce duplicate records, supports the verification of beneficiaries and makes payments to households more secure. The report also sets out the main challenges met in the field and the steps being taken to address them.</p><p>Open the report using the button on this page. Answers to common questions are on the <a href="/resource-hub/faqs">FAQs</a> page.</p>',
    imageUrl: "/images/news/summary-report-on-nin-integration-of-the-national-social-register.svg",
    link: "/files/news/summary-report-on-nin-integration-of-the-national-social-register.pdf",
    type: "view-pdf",
  },
  {
    title: "Call for Expressions of Interest: Third-Party Monitoring of National Social Register Activities",
    provenance: "illustrative",
    date: "June 10, 2024",
    excerpt:
      "NASSCO invites eligible non-governmental and civil society organisations to express interest in providing third-party monitoring services. The deadline for submissions is 28 June 2024.",
    content:
      '<p>The National Social Safety-Nets Coordinating Office (NASSCO) invites eligible non-governmental and civil society organisations to submit expressions of interest to provide third-party monitoring of activities related to the National Social Register (NSR).</p><p>Organisations may apply as a national lead organisation or for a zonal lot. The full notice can be downloaded from this page.</p><h2>Eligibility requirements</h2><ul><li>Submissions must be in English and signed by an authorised official of the applicant.</li><li>Each applicant may apply for one lot only.</li><li>Organisations applying as national lead must have at least 5 years of operation.</li><li>Zonal organisations must have at least 2 years of operation and experience in at least 2 states of their zone.</li><li>Applicants must be registered with the Corporate Affairs Commission (CAC) as an NGO/CSO and have been active for at least 5 years.</li><li>Applicants must provide tax clearance, audited accounts and clarity on their turnover.</li><li>Applicants must have experience working in hard-to-reach areas.</li></ul><p><strong>Deadline:</strong> expressions of interest must be submitted by 28 June 2024.</p><p>Other opportunities are listed on the <a href="/get-involved/tenders">tenders</a> page.</p>',
    imageUrl: "/images/news/call-for-expressions-of-interest-third-party-monitoring-of-national-social-register-activities.svg",
    link: "/files/news/call-for-expressions-of-interest-third-party-monitoring-of-national-social-register-activities.pdf",
    type: "download",
  },
  {
    title: "NASSCO Joins Peers at South-South Learning Forum in Rwanda",
    provenance: "illustrative",
    date: "May 21, 2024",
    excerpt:
      "A NASSCO team joined other countries at the South-South Learning Forum in Rwanda to exchange experience on delivering social protection.",
    content:
      "<p>A team from NASSCO took part in the South-South Learning Forum in Rwanda, where countries shared their experience of building and running social protection systems.</p><p>Sessions covered social registries, digital payments, adaptive social protection and the links between social protection and jobs. The Nigerian team presented the work of the National Social Register (NSR) and learnt from countries facing similar questions.</p><p>Lessons from the forum will inform ongoing work to improve the register and the systems that use it.</p>",
    imageUrl: "/images/news/nassco-joins-peers-at-south-south-learning-forum-in-rwanda.svg",
    link: "",
  },
  {
    title: "NASSCO Briefs Presidential Panel on Social Investment Programmes",
    provenance: "illustrative",
    date: "February 20, 2024",
    excerpt:
      "NASSCO briefed the presidential panel reviewing the framework of the social investment programmes on the work of the National Social Register.",
    content:
      "<p>The National Social Safety-Nets Coordinating Office (NASSCO) made a presentation to the presidential panel set up to review the framework for implementing the social investment programmes.</p><p>The presentation explained how households are identified and added to the National Social Register (NSR), how the register is kept up to date, and the safeguards in place for the data it holds. It also covered ongoing work to link household records to the National Identification Number (NIN).</p><p>The office assured the panel of its cooperation and its readiness to support improvements arising from the review.</p>",
    imageUrl: "/images/news/nassco-briefs-presidential-panel-on-social-investment-programmes.svg",
    link: "",
  },
  {
    title: "Television Interview on NIN Integration and the Social Register",
    provenance: "illustrative",
    date: "December 07, 2023",
    excerpt:
      "A NASSCO official discussed on television how linking the National Identification Number to the register supports the conditional cash transfer.",
    content:
      "<p>In a television interview, a senior official of NASSCO discussed the integration of the National Identification Number (NIN) into the National Social Register (NSR) and how it supports the verification of households for the conditional cash transfer.</p><p>The official encouraged households on the register to make sure they have a NIN and to use official channels, including the 969 toll-free line, for enquiries and complaints.</p>",
    imageUrl: "",
    link: "/videos/tv-interview-2.mp4",
    type: "video",
  },
  {
    title: "Orientation Held for Agents of the 969 Toll-Free Call Centre",
    provenance: "illustrative",
    date: "November 14, 2023",
    excerpt: "",
    content:
      "NASSCO held an orientation for agents of the 969 toll-free call centre, which receives enquiries and complaints from members of the public about the National Social Register and the programmes that use it. The orientation explained how the register is built, how households are identified and how personal data is protected. Agents also went through the steps for recording each call, referring cases to the right office and following up until a case is closed. The line is free to use, and callers are encouraged to report anyone who asks for money in exchange for inclusion in the register.",
    imageUrl: "/images/news/orientation-held-for-agents-of-the-969-toll-free-call-centre.svg",
    link: "",
  },
  {
    title: "Federal Government Plans Conditional Cash Transfer to Households on the Register",
    provenance: "illustrative",
    date: "October 05, 2023",
    excerpt:
      "The federal government has announced a conditional cash transfer to poor and vulnerable households identified through the National Social Register.",
    content:
      '<p>The federal government has announced plans for a conditional cash transfer to poor and vulnerable households. The plan is to pay 75,000 naira per household for 15 million households.</p><p>Households will be drawn from the National Social Register (NSR), which NASSCO maintains with the State Operations Coordinating Units. To make payments more secure, beneficiaries will be verified, including through their National Identification Number (NIN).</p><p>NASSCO reminds the public that inclusion in the register is free. Anyone asked to pay to be registered should report it through the 969 toll-free line. More information is on the <a href="/resource-hub/faqs">FAQs</a> page.</p>',
    imageUrl: "/images/news/federal-government-plans-conditional-cash-transfer-to-households-on-the-register.svg",
    link: "",
  },
  {
    title: "Press Conference on Social Protection in Nigeria",
    provenance: "illustrative",
    date: "August 22, 2023",
    excerpt:
      "NASSCO held a press conference to brief journalists on social protection in Nigeria and the role of the National Social Register.",
    content:
      "<p>The National Coordinator addressed a press conference on social protection in Nigeria, explaining the work of NASSCO and the place of the National Social Register (NSR) in the national social protection system.</p><p>The briefing covered how households are identified, how the register is used by government programmes and partners, and the office's plans to update the register and link it to the National Identification Number (NIN).</p><p>Journalists were encouraged to rely on official sources and to direct members of the public to the 969 toll-free line for enquiries.</p>",
    imageUrl: "",
    link: "",
  },
  {
    title: "National Social Register Data Access Guidelines",
    provenance: "illustrative",
    date: "May 16, 2023",
    excerpt: "",
    content: "",
    imageUrl: "",
    link: "/files/news/national-social-register-data-access-guidelines.pdf",
    type: "download",
  },
  {
    title: "Communique of the National Stakeholders Meeting on the National Social Register",
    provenance: "illustrative",
    date: "February 09, 2023",
    excerpt: "Read the communique issued at the close of the national stakeholders meeting on the National Social Register.",
    content:
      "<p>Stakeholders from federal ministries, departments and agencies, state governments, development partners and civil society met to discuss the National Social Register (NSR) and its use across social protection programmes.</p><p>The communique issued at the close of the meeting records the observations and resolutions agreed by participants.</p><p>Open the communique using the button on this page.</p>",
    imageUrl: "/images/news/communique-of-the-national-stakeholders-meeting-on-the-national-social-register.svg",
    link: "/files/news/communique-of-the-national-stakeholders-meeting-on-the-national-social-register.pdf",
    type: "view-pdf",
  },
  {
    title: "Training on Adaptive Social Protection for State Operations Coordinating Units",
    provenance: "illustrative",
    date: "October 18, 2022",
    excerpt: "",
    content:
      '<p>NASSCO organised a training on adaptive social protection for staff of State Operations Coordinating Units (SOCUs), with sessions on shock-responsive targeting &amp; registration, early warning information and how the National Social Register (NSR) can help governments respond quickly when floods, droughts or other shocks affect households.</p><p>Participants worked through practical exercises on using register data to plan a response and on coordinating with emergency management agencies at state level.</p><p>The training is part of ongoing efforts to make the register more useful in times of crisis. See <a href="/nsr/nsr-in-action">the NSR in action</a> for examples of how the register is used.</p>',
    imageUrl: "/images/news/training-on-adaptive-social-protection-for-state-operations-coordinating-units.svg",
    link: "",
  },
  {
    title: "NASSCO Team Visits Nasarawa State Operations Coordinating Unit",
    provenance: "illustrative",
    date: "July 12, 2022",
    excerpt:
      "A team from the national office visited the Nasarawa State Operations Coordinating Unit to review progress and offer support.",
    content:
      '<p>A team from NASSCO visited the Nasarawa State Operations Coordinating Unit (SOCU) in Lafia to review progress on the State Social Register and to discuss how the national office can support the state team.</p><p>The team met SOCU staff and state officials, reviewed data management procedures and discussed plans for extending coverage of the register within the state.</p><p>Such visits are part of the office\'s regular support to states. Contact details for state offices are on the <a href="/where-we-work/our-state-offices">state offices</a> page.</p>',
    imageUrl: "/images/news/nassco-team-visits-nasarawa-state-operations-coordinating-unit.svg",
    link: "",
  },
  {
    title: "Information Note on NG-CARES and the National Social Register",
    provenance: "illustrative",
    date: "March 29, 2022",
    excerpt: "Download an information note on how the National Social Register supports the NG-CARES programme.",
    content:
      '<p>The Nigeria COVID-19 Action Recovery and Economic Stimulus (NG-CARES) programme supports states to expand access to livelihood support and food security services for poor and vulnerable households and firms affected by the COVID-19 pandemic.</p><p>Under NG-CARES, states use the National Social Register (NSR) and State Social Registers to identify households for support such as cash transfers. This information note explains the role of the register in the programme and how state teams can request data.</p><p>Data requests can be made through the <a href="/nsr/data-access-request-form">data access request form</a>.</p>',
    imageUrl: "/images/news/information-note-on-ng-cares-and-the-national-social-register.svg",
    link: "/files/news/information-note-on-ng-cares-and-the-national-social-register.pdf",
    type: "download",
  },
  {
    title: "World Bank Implementation Support Mission Visits Kaduna State",
    provenance: "illustrative",
    date: "October 26, 2021",
    excerpt:
      "A World Bank implementation support mission visited Kaduna State with NASSCO to see how the State Social Register is being updated.",
    content:
      "<p>As part of its implementation support mission, a World Bank team joined NASSCO on a visit to Kaduna State to observe work on the State Social Register and meet the State Operations Coordinating Unit (SOCU).</p><p>The team met state officials, reviewed procedures for data collection and quality control, and discussed how the state uses the register for NG-CARES and other programmes.</p><p>Findings from the visit were shared with the national team to help improve support to all states.</p>",
    imageUrl: "/images/news/world-bank-implementation-support-mission-visits-kaduna-state.svg",
    link: "",
  },
  {
    title: "NASSCO Visits Niger State to Review State Social Register Progress",
    provenance: "illustrative",
    date: "March 23, 2021",
    excerpt:
      "NASSCO visited Niger State to review progress on the State Social Register and to meet officials of the State Operations Coordinating Unit.",
    content:
      '<p>A NASSCO team visited Niger State to review progress on the State Social Register and to meet officials of the State Operations Coordinating Unit (SOCU) in Minna.</p><p>Discussions covered community-based targeting, household enumeration and the transfer of state data into the National Social Register (NSR). The team also discussed the state\'s plans for the rest of the year.</p><p>Learn more about <a href="/nsr/community-based-targeting-process">the community-based targeting process</a>.</p>',
    imageUrl: "/images/news/nassco-visits-niger-state-to-review-state-social-register-progress.svg",
    link: "",
  },
];
