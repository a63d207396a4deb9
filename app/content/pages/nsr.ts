import { contact, contactLinks } from "../contact";
import type { ContentPage } from "../types";

export const nsrPages: ContentPage[] = [
  {
    path: "/nsr",
    provenance: "spec",
    lead: "The National Social Register (NSR) is a list of poor and vulnerable households in Nigeria. The states build it with their communities, and many programmes use it to decide who to support.",
    blocks: [
      { type: "heading", text: "What the register is" },
      {
        type: "paragraph",
        text: "The register records poor and vulnerable households and the people who live in them. Each state builds its own part of the register. NASSCO brings the state registers together into one national register.",
      },
      {
        type: "paragraph",
        text: "Households are found through community-based targeting. This means people in each community help to identify the poorest and most vulnerable households among them.",
      },
      { type: "heading", text: "Why one register matters" },
      {
        type: "paragraph",
        text: "Many programmes can use the same register. This saves each programme from collecting the same information again. It also helps support reach the households that need it most.",
      },
      {
        type: "paragraph",
        text: "Programmes that use the register include [the National Cash Transfer Programme](/what-we-do/national-cash-transfer-programme) and [Youth Empowerment and Social Support Operations](/what-we-do/youth-empowerment-and-social-support-operations).",
      },
      { type: "heading", text: "Learn more about the register" },
      {
        type: "links",
        links: [
          {
            text: "How the NSR Works",
            href: "/nsr/how-the-nigeria-social-register-works",
            description: "Poverty mapping, community targeting, enumeration and the proxy means test.",
          },
          {
            text: "Our Targeting Approach",
            href: "/nsr/our-targeting-approach",
            description: "How local government areas are ranked and brought in, in phases.",
          },
          {
            text: "Community-Based Targeting Process",
            href: "/nsr/community-based-targeting-process",
            description: "The targeting team, the four steps and the checks.",
          },
          {
            text: "NSR Coverage Across Nigeria",
            href: "/nsr/nsr-coverage-across-nigeria",
            description: "States, local government areas, households and individuals on the register.",
          },
          {
            text: "Accessing the NSR",
            href: "/nsr/accessing-the-nsr",
            description: "How government agencies, NGOs and partners can request data.",
          },
          {
            text: "NSR in Action",
            href: "/nsr/nsr-in-action",
            description: "Programmes that have used the register.",
          },
        ],
      },
    ],
  },
  {
    path: "/nsr/how-the-nigeria-social-register-works",
    provenance: "spec",
    lead: "Households are added to the register in four stages: poverty mapping, community targeting, enumeration and a proxy means test. The test ranks households from poorest to least poor.",
    blocks: [
      { type: "heading", text: "The four stages" },
      {
        type: "steps",
        steps: [
          {
            title: "Poverty mapping",
            text: "Existing poverty data is used to find the poorest local government areas and communities. These areas are targeted first.",
          },
          {
            title: "Community targeting",
            text: "In each selected community, community members identify the households they consider poor and vulnerable.",
          },
          {
            title: "Enumeration",
            text: "Trained enumerators visit the identified households. They collect information about each household and the people in it.",
          },
          {
            title: "Proxy means test",
            text: "The information is scored with a proxy means test (PMT). The test uses things that are easy to observe, such as living conditions and assets, to estimate how poor a household is. Households are then ranked.",
          },
        ],
      },
      { type: "heading", text: "Who is eligible" },
      {
        type: "paragraph",
        text: "The ranking splits households into ten equal groups, called deciles. Decile 1 holds the poorest households.",
      },
      {
        type: "paragraph",
        text: "Households in deciles 1 to 6 are eligible for the national beneficiary register. Programmes can choose the households they support from this group.",
      },
      {
        type: "callout",
        text: "Being on the register does not by itself mean a household will receive support. Each programme sets its own rules for who it supports.",
        tone: "info",
      },
      { type: "heading", text: "Find out more" },
      {
        type: "paragraph",
        text: "Read about [our targeting approach](/nsr/our-targeting-approach) and the [community-based targeting process](/nsr/community-based-targeting-process).",
      },
    ],
  },
  {
    path: "/nsr/our-targeting-approach",
    provenance: "spec",
    lead: "Local government areas are ranked by how poor they are. The poorest areas join the register first, and the rest follow in phases.",
    blocks: [
      { type: "heading", text: "Ranking local government areas" },
      {
        type: "paragraph",
        text: "Nigeria has 774 local government areas (LGAs). Using poverty data, the LGAs are ranked from poorest to least poor.",
      },
      {
        type: "paragraph",
        text: "The ranking decides the order in which LGAs are brought into the register. This makes sure the poorest areas are reached first.",
      },
      { type: "heading", text: "Three phases" },
      {
        type: "steps",
        steps: [
          {
            title: "The poorest 30%",
            text: "The bottom 30% of LGAs, the poorest, are targeted first.",
          },
          {
            title: "The next 50%",
            text: "The next 50% of LGAs are then brought in.",
          },
          {
            title: "The remaining 20%",
            text: "Finally, the remaining 20% of LGAs are covered.",
          },
        ],
      },
      { type: "heading", text: "Inside each LGA" },
      {
        type: "paragraph",
        text: "Within each LGA, communities identify their own poor and vulnerable households. Read about the [community-based targeting process](/nsr/community-based-targeting-process).",
      },
      {
        type: "paragraph",
        text: "See how many households are on the register in each area on the [NSR Summary by LGA](/where-we-work/nsr-summary-by-lga) page.",
      },
    ],
  },
  {
    path: "/nsr/community-based-targeting-process",
    provenance: "spec",
    lead: "In community-based targeting (CBT), communities identify their own poor and vulnerable households. A small team guides the process in four steps.",
    blocks: [
      { type: "heading", text: "The targeting team" },
      {
        type: "paragraph",
        text: "Each targeting team has six people:",
      },
      {
        type: "list",
        items: [
          "1 community development officer, who leads the team",
          "1 officer from the National Orientation Agency",
          "2 local government officers (other officers)",
          "2 computer-literate enumerators",
        ],
      },
      { type: "heading", text: "The four steps" },
      {
        type: "steps",
        steps: [
          {
            title: "Pre-sensitization visit",
            text: "The team visits the community before targeting starts. It introduces the exercise to community leaders.",
          },
          {
            title: "Community sensitization and mobilization",
            text: "The team explains the register and the targeting process to the whole community, and encourages everyone to take part.",
          },
          {
            title: "Community engagement",
            text: "The community meets to identify its poor and vulnerable households. It also chooses a grievance redress mechanism, with one male and one female member, to hear complaints.",
          },
          {
            title: "Enumeration",
            text: "Enumerators visit the identified households and collect their information. Each household is geo-tagged, so its location is recorded.",
          },
        ],
      },
      { type: "heading", text: "Checking and signing off the lists" },
      {
        type: "paragraph",
        text: "The lists of households are signed off by the grievance focal person, the community development officer and state officials.",
      },
      {
        type: "paragraph",
        text: "The lists are produced in triplicate, so there are three signed copies.",
      },
      { type: "heading", text: "If you have a concern" },
      {
        type: "paragraph",
        text: `If you have a complaint about targeting in your community, speak to your community's grievance members or call the toll-free line ${contactLinks.tollFree}.`,
      },
    ],
  },
  {
    path: "/nsr/nsr-coverage-across-nigeria",
    provenance: "spec",
    lead: "The register reaches all 36 states and the Federal Capital Territory. It covers over 19 million households and more than 70 million individuals.",
    blocks: [
      { type: "heading", text: "The register at a glance" },
      {
        type: "facts",
        facts: [
          { value: "36 + FCT", label: "States and the Federal Capital Territory" },
          { value: "774", label: "Local government areas" },
          { value: "over 19 million", label: "Households" },
          { value: "more than 70 million", label: "Individuals" },
        ],
      },
      {
        type: "paragraph",
        text: "Every state and the FCT has contributed to the register. Households have been identified in all 774 local government areas.",
      },
      { type: "heading", text: "Coverage in your area" },
      {
        type: "paragraph",
        text: "For the number of households and individuals on the register in each local government area, see the [NSR Summary by LGA](/where-we-work/nsr-summary-by-lga).",
      },
      {
        type: "paragraph",
        text: "To ask about the register in your state, contact your [State Operations Coordinating Unit](/where-we-work/our-state-offices).",
      },
      { type: "heading", text: "How the register grows" },
      {
        type: "paragraph",
        text: "The register grows as more communities are targeted and more households are enumerated. Read about [our targeting approach](/nsr/our-targeting-approach).",
      },
    ],
  },
  {
    path: "/nsr/accessing-the-nsr",
    provenance: "spec",
    lead: "Government agencies, NGOs and partners can request data from the register. Each request is reviewed before any data is shared.",
    blocks: [
      { type: "heading", text: "Who can request data" },
      {
        type: "paragraph",
        text: "Government agencies, non-governmental organisations (NGOs) and development partners can ask for data from the register. The data helps them plan and deliver support to poor and vulnerable households.",
      },
      { type: "heading", text: "How to request data" },
      {
        type: "steps",
        steps: [
          {
            title: "Submit a request form",
            text: "Fill in the [Data Access Request Form](/nsr/data-access-request-form) online. You can also use the printable [form (PDF)](/data-access-request-form.pdf).",
          },
          {
            title: "We review your request",
            text: "We check the request for compliance, for its purpose and for data protection.",
          },
          {
            title: "We share the data",
            text: "If the request is approved, we share the relevant data. The data is anonymised, so individual people cannot be identified.",
          },
        ],
      },
      { type: "heading", text: "Protecting personal data" },
      {
        type: "paragraph",
        text: "The register holds personal information about millions of people. We only share what a request needs, and only in anonymised form. Read our [privacy policy](/resource-hub/privacy-policy).",
      },
      { type: "heading", text: "Get help" },
      {
        type: "paragraph",
        text: `For help with a request, e-mail ${contactLinks.nsrSupportEmail}.`,
      },
      {
        type: "paragraph",
        text: `Office hours: ${contact.officeHours.value}.`,
      },
    ],
  },
  {
    path: "/nsr/nsr-in-action",
    provenance: "spec",
    lead: "The register helps government and partners reach poor and vulnerable households. Here are some of the ways it has been used.",
    blocks: [
      {
        type: "paragraph",
        text: "Because the register already lists poor and vulnerable households, programmes can start quickly and reach the people who need help most.",
      },
      { type: "heading", text: "How the register is used" },
      {
        type: "cards",
        columns: 3,
        cards: [
          {
            title: "Cash transfers",
            text: "The National Cash Transfer Programme uses the register to choose households for regular cash support.",
            icon: "cash",
            link: { text: "About the cash transfer programme", href: "/what-we-do/national-cash-transfer-programme" },
          },
          {
            title: "COVID-19 food relief",
            text: "During the COVID-19 pandemic, the register helped to get food relief to poor and vulnerable households.",
            icon: "community",
          },
          {
            title: "Youth empowerment",
            text: "Youth programmes use the register to find young people from poor households for life skills training and public work.",
            icon: "youth",
            link: { text: "About youth empowerment", href: "/what-we-do/youth-empowerment-and-social-support-operations" },
          },
          {
            title: "Donor programmes",
            text: "Development partners use the register to target their social protection programmes.",
            icon: "partners",
            link: { text: "Partner with us", href: "/get-involved/partner-with-us" },
          },
          {
            title: "State emergency responses",
            text: "States use the register to reach affected households quickly when an emergency strikes.",
            icon: "shield",
          },
          {
            title: "Senior citizens",
            text: "The register helps the senior citizens centre find older people aged 70 and above in poor and vulnerable households.",
            icon: "community",
          },
        ],
      },
      { type: "heading", text: "Use the register" },
      {
        type: "paragraph",
        text: "If your organisation runs a programme for poor and vulnerable households, you can ask to use the register. Find out about [accessing the NSR](/nsr/accessing-the-nsr).",
      },
    ],
  },
];
