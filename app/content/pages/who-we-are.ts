import type { Block, ContentPage } from "../types";

/** About Us, also shown on the Who We Are overview. */
const aboutUsBlocks: Block[] = [
  { type: "heading", text: "Our vision", id: "vision" },
  {
    type: "paragraph",
    text: "A Nigeria where poor and vulnerable households are known, counted and supported, so that no one is left behind.",
  },
  { type: "heading", text: "Our mission", id: "mission" },
  {
    type: "paragraph",
    text: "We build and keep up to date a single, trusted register of poor and vulnerable households. We help government and partners use it to plan, target and coordinate social protection across the country.",
  },
  { type: "heading", text: "Our objectives", id: "objectives" },
  {
    type: "cards",
    columns: 3,
    cards: [
      {
        title: "Build one national register",
        text: "Identify poor and vulnerable households in every state and record them in the [National Social Register](/nsr).",
        icon: "register",
      },
      {
        title: "Coordinate safety-net programmes",
        text: "Help programmes use the same register, so support reaches the right households and efforts are not duplicated.",
        icon: "coordinate",
      },
      {
        title: "Align policy across government",
        text: "Work with federal and state governments so that social protection follows shared rules and standards.",
        icon: "policy",
      },
    ],
  },
  { type: "heading", text: "Policies and principles", id: "policies-and-principles" },
  {
    type: "paragraph",
    text: "Our work follows published policies and clear principles. They guide how we find households, how we handle data and how we answer to the public.",
  },
  {
    type: "cards",
    columns: 2,
    cards: [
      {
        title: "Governance and accountability",
        text: "Our policies, manuals and procedures are published so that anyone can see how the register is built and managed.",
        link: { text: "Read More", href: "/resource-hub/policy-and-governance-documents" },
      },
      {
        title: "Privacy and data protection",
        text: "We collect only the data we need, keep it secure and share it only under clear rules.",
        link: { text: "Read More", href: "/resource-hub/privacy-policy" },
      },
      {
        title: "Community participation",
        text: "Communities help identify their own poor and vulnerable households, in an open and fair process.",
        link: { text: "Read More", href: "/nsr/community-based-targeting-process" },
      },
      {
        title: "Responsible data sharing",
        text: "Government agencies and partners can request register data for approved purposes, through a set procedure.",
        link: { text: "Read More", href: "/nsr/accessing-the-nsr" },
      },
    ],
  },
  { type: "heading", text: "Our core responsibilities", id: "core-responsibilities" },
  {
    type: "cards",
    provenance: "illustrative",
    columns: 4,
    cards: [
      {
        title: "Build the register",
        text: "We lead the work to identify poor and vulnerable households and record them in the National Social Register.",
        icon: "register",
      },
      {
        title: "Coordinate programmes",
        text: "We help social safety-net programmes work together and use the same register.",
        icon: "coordinate",
      },
      {
        title: "Shape policy",
        text: "We advise government on social protection policy and help align it across federal and state levels.",
        icon: "policy",
      },
      {
        title: "Manage data",
        text: "We keep register data accurate, up to date and secure. We share it only under clear rules.",
        icon: "data",
      },
      {
        title: "Handle complaints",
        text: "We run a grievance redress system so people can ask questions or complain. Call [969](tel:969), free of charge.",
        icon: "grievance",
      },
      {
        title: "Monitor and evaluate",
        text: "We track progress in every state and review results, so we can learn and improve.",
        icon: "monitor",
      },
      {
        title: "Work with partners",
        text: "We work with government agencies, development partners and civil society to reach more households.",
        icon: "partners",
      },
      {
        title: "Build capacity",
        text: "We train and support state teams so they can build, maintain and use their own registers.",
        icon: "capacity",
      },
    ],
  },
  { type: "heading", text: "Management team", id: "management-team" },
  {
    type: "paragraph",
    text: "The management team leads the national office and oversees its work with the states and partners.",
  },
  { type: "team" },
];

export const whoWeArePages: ContentPage[] = [
  {
    path: "/who-we-are",
    provenance: "spec",
    lead: "The National Social Safety-Nets Coordinating Office (NASSCO) builds the register of poor and vulnerable households in Nigeria and helps coordinate the programmes that support them.",
    blocks: aboutUsBlocks,
  },
  {
    path: "/who-we-are/about-us",
    provenance: "spec",
    lead: "We build and maintain the National Social Register and help government and partners use it to reach poor and vulnerable households.",
    blocks: aboutUsBlocks,
  },
  {
    path: "/who-we-are/our-history",
    provenance: "spec",
    lead: "NASSCO was set up in 2016 by the Federal Government of Nigeria, in partnership with the World Bank, to coordinate social safety nets for poor and vulnerable Nigerians.",
    blocks: [
      { type: "heading", text: "How we began" },
      {
        type: "paragraph",
        text: "In 2016, the Federal Government of Nigeria and the [World Bank](https://www.worldbank.org) agreed to work together on social safety nets. The aim was to give poor and vulnerable households steady support and a fair way to be identified.",
      },
      {
        type: "paragraph",
        text: "The National Social Safety-Nets Coordinating Office was established that year to lead this work. The programme started in September 2016.",
      },
      {
        type: "facts",
        facts: [
          { value: "2016", label: "Year the office was established" },
          { value: "September 2016", label: "Programme start" },
          { value: "500 million dollars", label: "Funding from the World Bank" },
          { value: "1.3 billion dollars", label: "Funding from the Federal Government" },
          { value: "36 states plus the FCT", label: "Coverage today" },
        ],
      },
      { type: "heading", text: "Our mandate" },
      {
        type: "paragraph",
        text: "The office was given three main tasks:",
      },
      {
        type: "list",
        items: [
          "build the [National Social Register](/nsr) of poor and vulnerable households",
          "coordinate social safety-net programmes, so they reach the right people and do not overlap",
          "align social protection policy across federal and state levels",
        ],
      },
      { type: "heading", text: "Growing with the states" },
      {
        type: "paragraph",
        provenance: "illustrative",
        text: "From the start, the work depended on the states. Each state set up its own operations unit and began building its own social register, which feeds the national one.",
      },
      {
        type: "paragraph",
        text: "The register has grown step by step, starting with the poorest areas. Today the work covers all 36 states plus the FCT. You can see [how far the register reaches](/nsr/nsr-coverage-across-nigeria) and [how the office is organised](/who-we-are/operational-structure).",
      },
    ],
  },
  {
    path: "/who-we-are/operational-structure",
    provenance: "spec",
    lead: "The national office sets the standards and coordinates the work. The 36 states and the FCT build and use the register on the ground.",
    blocks: [
      { type: "heading", text: "What the national office does" },
      {
        type: "list",
        items: [
          "Sets common methods and standards for building the register",
          "Keeps the [National Social Register](/nsr) and brings together the data from every state",
          "Coordinates social safety-net programmes that use the register",
          "Trains and supports state teams",
          "Monitors progress and reports on results",
          "Manages requests from agencies and partners to [access register data](/nsr/accessing-the-nsr)",
        ],
      },
      { type: "heading", text: "Working with the states and the FCT" },
      {
        type: "paragraph",
        text: "We work with the 36 states and the Federal Capital Territory under a memorandum of understanding (MoU). The MoU sets out what the national office and each state agree to do.",
      },
      {
        type: "paragraph",
        text: "Each state runs its own State Operations Coordinating Unit. The unit leads the work in the state and is the link between the state and the national office.",
      },
      { type: "heading", text: "What each state does" },
      {
        type: "paragraph",
        text: "Under the MoU, each state agrees to:",
      },
      {
        type: "list",
        provenance: "illustrative",
        items: [
          "set up a State Operations Coordinating Unit",
          "build and maintain its State Social Register, using [community-based targeting](/nsr/community-based-targeting-process)",
          "provide staff and office space for the unit",
          "share its data with the National Social Register",
          "run a grievance redress system, so people can raise questions and complaints",
        ],
      },
      { type: "heading", text: "Where the work happens" },
      {
        type: "paragraph",
        text: "Most of the work takes place in the states, in their local government areas and in communities. Communities help identify poor and vulnerable households. Trained teams then visit and record those households.",
      },
      {
        type: "cards",
        columns: 4,
        cards: [
          {
            title: "National office",
            text: "Sets standards, keeps the national register and coordinates programmes.",
            icon: "coordinate",
          },
          {
            title: "States and the FCT",
            text: "Build and maintain state registers through their operations coordinating units.",
            icon: "register",
            link: { text: "Find your state office", href: "/where-we-work/our-state-offices" },
          },
          {
            title: "Local government areas",
            text: "Areas are brought into the register in phases, starting with the poorest.",
            icon: "data",
            link: { text: "See the targeting approach", href: "/nsr/our-targeting-approach" },
          },
          {
            title: "Communities",
            text: "Community members help identify the poor and vulnerable households among them.",
            icon: "community",
          },
        ],
      },
    ],
  },
];
