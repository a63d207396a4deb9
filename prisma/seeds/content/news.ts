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
    id: "lagos-state-reports-its-single-social-register-figures-for-february-2025",
    title: "Lagos State Reports Its Single Social Register Figures for February 2025",
    publishedOn: "2025-02-01",
    provenance: "published",
    source: { url: "https://thelagosmag.com/lagos-partners-nimc-and-nassco", asAt: "2025-02-01" },
    excerpt:
      "As at February 2025, the Lagos State Single Social Register held 688,759 poor and vulnerable households with 2,681,507 members, according to a Lagos report.",
    body: `Lagos State's single social register, the state's part of the National Social Register (NSR), held 688,759 poor and vulnerable households as at February 2025, according to figures reported in the Lagos press. Those households had 2,681,507 members in all.

The figures were given at a Lagos State training, held with NASSCO, on updating the register with the National Identification Number (NIN).

Each state builds and keeps its own register, and the NSR brings the registers of the 36 states and the Federal Capital Territory together. Read more about [how the National Social Register works](/nsr/how-the-nigeria-social-register-works).`,
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
    id: "national-social-register-holds-over-60-million-people-as-at-october-2023",
    title: "National Social Register Holds Over 60 Million People as at October 2023",
    publishedOn: "2023-10-17",
    provenance: "published",
    source: {
      url: "https://stadtdaily.news/2023/10/17/nigeria-registers-more-than-60-million-poor-vulnerable-persons/",
      asAt: "2023-10-17",
    },
    excerpt:
      "In October 2023, NASSCO put the National Social Register at close to 16 million households and more than 60 million people, across the 36 states and the FCT.",
    body: `As at October 2023, the National Social Register (NSR) held close to 16 million poor and vulnerable households, or more than 60 million people, according to figures NASSCO gave at the time.

By then the register reached all 36 states and the Federal Capital Territory (FCT), in 747 local government areas and more than 8,000 wards.

The figures were presented in Kaduna on behalf of the National Coordinator, Danladi Suleiman Abdulhazeez, by the Head of the National Social Register, Mohammed Dikko Bala, as reported in the press on 17 October 2023.

Read more about [how the National Social Register works](/nsr/how-the-nigeria-social-register-works).`,
  },
  {
    id: "nassco-remains-under-the-ministry-of-humanitarian-affairs-and-poverty-alleviation",
    title: "NASSCO Remains Under the Ministry of Humanitarian Affairs and Poverty Alleviation",
    publishedOn: "2023-10-10",
    provenance: "published",
    source: {
      url: "https://razornewsng.com/nsipa-nassco-remain-under-humanitarian-affairs-and-poverty-alleviation-ministry-fg-insists",
      asAt: "2023-10-10",
    },
    excerpt:
      "In October 2023, the Presidency stated that NASSCO and the National Social Investment Programmes Agency remain under the supervision of the Ministry of Humanitarian Affairs and Poverty Alleviation.",
    body: `On 10 October 2023, the Presidency restated that the National Social Safety-Nets Coordinating Office (NASSCO) and the National Social Investment Programmes Agency (NSIPA) stay under the supervision of the Ministry of Humanitarian Affairs and Poverty Alleviation.

In the same statement, the Presidency said that the President knew of no executive bill before the Senate to bring NASSCO or N-Power under the Presidency.`,
  },
  {
    id: "nassco-explains-that-the-national-social-register-is-built-by-the-states",
    title: "NASSCO Explains That the National Social Register Is Built by the States",
    publishedOn: "2023-07-21",
    provenance: "published",
    source: { url: "https://thecable.ng/national-social-register-built-by-states-nassco-replies-nec", asAt: "2023-07-21" },
    excerpt:
      "NASSCO answered the National Economic Council's questions about the register on 21 July 2023 by pointing out that the states build the National Social Register.",
    body: `In July 2023 the National Economic Council (NEC) raised questions about the National Social Register (NSR). NASSCO replied on 21 July 2023 on Twitter (now X), where its account is @NasscoNigeria.

The office explained that the NSR is built by the states: it brings together the State Social Registers of the 36 states and the Federal Capital Territory. Each state's register is compiled by its State Operations Coordinating Unit (SOCU).

Learn more about [the community-based targeting process](/nsr/community-based-targeting-process) through which households are identified.`,
  },
  {
    id: "national-social-register-data-access-guidelines",
    title: "National Social Register Data Access Guidelines",
    publishedOn: "2023-05-16",
    provenance: "illustrative",
    excerpt: "How organisations can ask for data from the National Social Register, and how the office reviews each request.",
    body: `The guidelines are for government agencies, development partners, researchers and other organisations that want to use data from the National Social Register (NSR) for social protection.

An organisation asks through the [data access request form](/nsr/data-access-request-form). The office reviews each request for compliance, purpose and data protection. When a request is approved, the relevant anonymised data is shared.

Download the guidelines as a PDF for the full procedure.`,
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
    id: "interview-national-coordinator-puts-the-register-at-over-50-million-people-in-june-2022",
    title: "Interview: National Coordinator Puts the Register at Over 50 Million People in June 2022",
    publishedOn: "2022-09-13",
    provenance: "published",
    source: {
      url: "https://guardian.ng/interview/how-nigeria-developed-one-of-the-worlds-largest-social-registers",
      asAt: "2022-06-01",
    },
    excerpt:
      "In an interview with The Guardian in June 2022, NASSCO's National Coordinator put the National Social Register at more than 50 million poor and vulnerable people.",
    body: `In an interview given to The Guardian in June 2022 and published in September that year, the National Coordinator of NASSCO at the time, Apera Iorwa, spoke about how the National Social Register (NSR) was developed.

As at June 2022, he said, the register held information on more than 50 million poor and vulnerable people, with about 138 social indicators recorded for each person.

The interview also noted that different organisations had drawn on the register to reach people with support. See [the NSR in action](/nsr/nsr-in-action) for examples of how the register is used.`,
  },
  {
    id: "over-48-million-people-on-the-national-social-register-at-the-end-of-may-2022",
    title: "Over 48 Million People on the National Social Register at the End of May 2022",
    publishedOn: "2022-06-01",
    provenance: "published",
    source: {
      url: "https://tvcnews.tv/2022/06/fg-to-benchmark-all-poverty-alleviation-interventions-on-national-social-register",
      asAt: "2022-05-31",
    },
    excerpt:
      "As at 31 May 2022, the National Social Register held more than 48 million people in over 11 million poor and vulnerable households.",
    body: `Figures reported in June 2022 put the National Social Register (NSR) at more than 48 million people as at 31 May 2022, living in more than 11 million poor and vulnerable households.

The figures were shared at a stakeholders' meeting in Abuja, where the Ministry of Humanitarian Affairs, Disaster Management and Social Development encouraged agencies to use the register's data for their poverty-reduction interventions.

Agencies and partners that wish to use register data can find out how on the [Accessing the NSR](/nsr/accessing-the-nsr) page.`,
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
    id: "kaduna-state-reports-its-social-register-figures-for-august-2021",
    title: "Kaduna State Reports Its Social Register Figures for August 2021",
    publishedOn: "2021-08-06",
    provenance: "published",
    source: { url: "https://www.blueprint.ng/kaduna-records-2-3m-poor-vulnerable-residents/", asAt: "2021-08-06" },
    excerpt:
      "In August 2021, Kaduna State reported 607,974 poor and vulnerable households, with 2,366,753 people, identified and captured in the National Social Register.",
    body: `On 6 August 2021 the Kaduna State Operations Coordinating Unit (KADSOCU) reported that 607,974 poor and vulnerable households in the state, with 2,366,753 individuals, had been identified and captured in the National Social Register (NSR).

The figures were presented by the KADSOCU coordinator, Mrs Dawong Nina Yakwal, at a media roundtable in Kaduna on the status of the State Social Register. As reported at that time, Kaduna ranked third among the states by the size of its register, after Kebbi and Zamfara, with Jigawa fourth.

Contact details for state offices are on the [state offices](/where-we-work/our-state-offices) page.`,
  },
  {
    id: "nigeria-launches-the-rapid-response-register-for-the-urban-poor",
    title: "Nigeria Launches the Rapid Response Register for the Urban Poor",
    publishedOn: "2021-01-01",
    provenance: "published",
    source: { url: "https://nassp.gov.ng/nigeria-steps-forward-its-rapid-response-register", asAt: "2021-01-01" },
    excerpt:
      "In January 2021, Nigeria launched the Rapid Response Register to identify and register poor and vulnerable people in urban areas hit by COVID-19.",
    body: `Nigeria launched the Rapid Response Register (RRR) for the COVID-19 cash transfer in January 2021. It was designed to reach people in towns and cities who had not been captured in the National Social Register (NSR), in particular informal workers who lost their income when the pandemic closed businesses and restricted movement.

The RRR is the work of the Ministry of Humanitarian Affairs, Disaster Management and Social Development, which built it through NASSCO with World Bank support. It adds to the systems that the National Social Safety Nets Project (NASSP) already had in place.

See [the NSR in action](/nsr/nsr-in-action) for examples of how the registers are used.`,
  },
  {
    id: "national-social-register-holds-over-24-million-people-at-the-end-of-2020",
    title: "National Social Register Holds Over 24 Million People at the End of 2020",
    publishedOn: "2020-12-31",
    provenance: "published",
    source: { url: "https://nassp.gov.ng/nigeria-steps-forward-its-rapid-response-register", asAt: "2020-12-31" },
    excerpt:
      "As at 31 December 2020, about 24.3 million poor and vulnerable people, in some 5.7 million households, had been identified and registered in the National Social Register.",
    body: `About 24.3 million poor and vulnerable people had been identified and entered in the National Social Register (NSR) as at 31 December 2020. They belonged to about 5.7 million households.

Vice President Yemi Osinbajo gave these figures at the launch of the Rapid Response Register in January 2021, as reported on the website of the National Social Safety Nets Programme.

Households are identified in their communities before they enter the register. Learn about [the community-based targeting process](/nsr/community-based-targeting-process).`,
  },
  {
    id: "nassco-releases-the-national-social-register-by-state",
    title: "NASSCO Releases the National Social Register by State",
    publishedOn: "2020-04-10",
    provenance: "published",
    source: {
      url: "https://www.vanguardngr.com/2020/04/covid-19-more-than-11-million-nigerians-to-benefit-from-fg-palliatives/",
      asAt: "2020-03-31",
    },
    excerpt:
      "In April 2020, NASSCO released the National Social Register by state, with 2,644,495 households and 11,045,537 people as at 31 March 2020.",
    body: `On 10 April 2020 NASSCO published how the National Social Register (NSR) was distributed across the states. As at 31 March 2020 the register held 2,644,495 poor and vulnerable households, with 11,045,537 individuals.

Among the states, Zamfara had the most people on the register and Sokoto the fewest. Ogun and Ebonyi did not yet appear, as both states were still building their registers.

The register was made available for COVID-19 response measures aimed at poor and vulnerable households. Read more about [how the National Social Register works](/nsr/how-the-nigeria-social-register-works).`,
  },
];
