import { contactLinks } from "~/content/contact";
import type { ContentPage } from "~/content/types";

export const getInvolvedPages: ContentPage[] = [
  {
    path: "/get-involved",
    provenance: "spec",
    lead: "There are many ways to help the National Social Register reach the households that need it most. You can take part in your community, work with us in the field, share your story or report a problem.",
    blocks: [
      { type: "heading", text: "Ways to take part" },
      {
        type: "cards",
        columns: 2,
        cards: [
          {
            title: "Community outreach",
            icon: "community",
            text: "The register is built with communities, not just for them. When the register comes to your area, go to the community meetings. Help your neighbours understand the process and encourage them to take part.",
            link: { text: "How community-based targeting works", href: "/nsr/community-based-targeting-process" },
          },
          {
            title: "Training and fieldwork",
            icon: "capacity",
            text: "When the register is built or updated, people are trained to help in the field, for example as enumerators who visit households. Posts are only announced through official channels.",
            link: { text: "See current vacancies", href: "/get-involved/careers" },
          },
          {
            title: "Share your story",
            icon: "partners",
            text: `Has a programme that uses the register made a difference to your household or community? We would like to hear from you. Write to us at ${contactLinks.infoEmail} and tell us whether we may share your story.`,
          },
          {
            title: "Report complaints or fraud",
            icon: "grievance",
            text: `If something has gone wrong, or someone asks you for money to be put on the register, report it. Call the toll-free line ${contactLinks.tollFree} or contact the office in your state. Use only official channels.`,
            link: { text: "Find your state office", href: "/where-we-work/our-state-offices" },
          },
        ],
      },
      { type: "heading", text: "Working with us" },
      {
        type: "links",
        links: [
          {
            text: "Partner With Us",
            href: "/get-involved/partner-with-us",
            description: "How development partners, government agencies, NGOs and researchers can work with us.",
          },
          {
            text: "Our Stakeholders",
            href: "/get-involved/our-stakeholders",
            description: "The organisations that support the register and the programmes that use it.",
          },
          {
            text: "Tenders",
            href: "/get-involved/tenders",
            description: "Procurement notices and terms of reference.",
          },
          {
            text: "Careers",
            href: "/get-involved/careers",
            description: "Job openings, and how to spot fraudulent job offers.",
          },
          {
            text: "Learn More About the NSR",
            href: "/get-involved/learn-more-about-the-nsr",
            description: "How households come to be on the register.",
          },
        ],
      },
    ],
  },
  {
    path: "/get-involved/partner-with-us",
    provenance: "spec",
    lead: "We welcome partners who share our goal of reaching poor and vulnerable households in Nigeria. Working together, we can make social protection fairer and more effective.",
    blocks: [
      { type: "heading", text: "Who we work with" },
      {
        type: "cards",
        columns: 2,
        cards: [
          {
            title: "Development partners",
            icon: "partners",
            text: "International organisations and donors that fund, advise on or deliver social protection programmes.",
          },
          {
            title: "Government agencies",
            icon: "coordinate",
            text: "Federal, state and local government bodies that want to reach poor and vulnerable households with their services.",
          },
          {
            title: "Non-governmental organisations",
            icon: "community",
            text: "NGOs and civil society groups that support poor households and communities across the country.",
          },
          {
            title: "Researchers",
            icon: "data",
            text: "Universities and research bodies that study poverty and social protection, and help us learn what works.",
          },
        ],
      },
      { type: "heading", text: "How we can work together" },
      {
        type: "list",
        items: [
          "Use the National Social Register to choose who your programme should reach.",
          "Support the work of building and updating the register in more communities.",
          "Share knowledge and skills in targeting, data and the delivery of support.",
          "Carry out research and evaluation that helps improve social protection.",
        ],
      },
      { type: "heading", text: "Using data from the register" },
      {
        type: "paragraph",
        text: "Partners can ask for data from the register for their programmes, planning or research. Each request is reviewed before any data is shared, and the data must be used only for the purpose agreed. Read about [Accessing the NSR](/nsr/accessing-the-nsr) to find out how to apply.",
      },
      { type: "heading", text: "Get in touch" },
      {
        type: "paragraph",
        text: `To talk to us about working together, e-mail ${contactLinks.infoEmail}. Tell us about your organisation and what you would like to do.`,
      },
    ],
  },
  {
    path: "/get-involved/our-stakeholders",
    provenance: "spec",
    lead: "NASSCO works with donors, government agencies and private organisations. Together they support the register and the programmes that use it.",
    blocks: [
      {
        type: "paragraph",
        text: "Our stakeholders give funding, technical advice, data and services. They help us build the register, keep it up to date and get support to the households on it. Select a name to visit that organisation's website.",
      },
      { type: "stakeholders" },
      {
        type: "paragraph",
        text: "If your organisation would like to work with us, see [Partner With Us](/get-involved/partner-with-us).",
      },
    ],
  },
  {
    path: "/get-involved/careers",
    provenance: "spec",
    lead: "Find out about jobs at NASSCO and how to protect yourself from fake job offers.",
    // The open vacancies come first, from the database (routes/get-involved.careers.tsx).
    blocks: [
      { type: "heading", text: "Beware of fraudulent job offers" },
      {
        type: "callout",
        tone: "warning",
        text: `Beware of job offers that ask you to pay a fee or to send your personal or banking details. NASSCO never charges fees at any stage of recruitment. If you receive an offer like this, do not pay and do not share your details. Report it on the toll-free line ${contactLinks.tollFree}.`,
      },
      {
        type: "paragraph",
        text: "A job offer may be fake if:",
      },
      {
        type: "list",
        items: [
          "you are asked to pay for a form, training, an interview or a uniform",
          "you are asked for your bank account number, card details, PIN or passwords",
          "the offer comes from a personal e-mail address or phone number rather than an official channel",
          "you are offered a job without applying or without an interview",
        ],
      },
      {
        type: "paragraph",
        text: `If you are not sure whether an offer is real, check this page or call ${contactLinks.tollFree} before you reply.`,
      },
    ],
  },
  {
    path: "/get-involved/learn-more-about-the-nsr",
    provenance: "spec",
    lead: "The National Social Register brings together four ways of finding poor and vulnerable households. This page explains each one, and how communities take part.",
    blocks: [
      { type: "heading", text: "Four targeting approaches" },
      {
        type: "paragraph",
        text: "Targeting means deciding who should receive support. No single method is perfect, so the register combines four approaches. Each one checks and adds to the others.",
      },
      {
        type: "steps",
        provenance: "illustrative",
        steps: [
          {
            title: "Geographic targeting",
            text: "Poverty maps, drawn from survey data, show which states, local government areas and communities are poorest. The register starts in these areas first. See [Our Targeting Approach](/nsr/our-targeting-approach).",
          },
          {
            title: "Community-based targeting",
            text: "In each chosen community, residents meet and agree which households are poor and vulnerable. People who live in a community often know best who is struggling.",
          },
          {
            title: "Proxy means testing",
            text: "It is hard to measure income directly, so trained enumerators record things that are easier to see, such as housing, assets and who lives in the household. A formula uses this information to estimate how poor each household is and to rank them.",
          },
          {
            title: "Categorical targeting",
            text: "Some support goes to groups that share a need, such as households affected by a shock like a flood or displacement. This lets programmes respond quickly when a crisis happens.",
          },
        ],
      },
      {
        type: "paragraph",
        text: "Read more about [how the NSR works](/nsr/how-the-nigeria-social-register-works).",
      },
      { type: "heading", text: "Community-based targeting" },
      {
        type: "paragraph",
        text: "Community-based targeting puts local people at the centre of the register. It is carried out with the State Operations Coordinating Unit in each state. A team helps each community hold open meetings, where residents name the households they consider poor and vulnerable.",
      },
      {
        type: "paragraph",
        provenance: "illustrative",
        text: "The list is then read out in public so that people can check it and point out mistakes. Households on the agreed list are visited by enumerators, who collect the information used for the proxy means test.",
      },
      {
        type: "paragraph",
        text: "Find out about the team, the steps and the checks in the [community-based targeting process](/nsr/community-based-targeting-process).",
      },
    ],
  },
];
