import { contactLinks } from "../contact";
import type { ContentPage } from "../types";

export const whereWeWorkPages: ContentPage[] = [
  {
    path: "/where-we-work",
    provenance: "spec",
    lead: "NASSCO works in all 36 states and the Federal Capital Territory. In each one, a State Operations Coordinating Unit builds and looks after the register.",
    blocks: [
      { type: "heading", text: "Working through the states" },
      {
        type: "paragraph",
        text: "The national office sets standards, gives technical support and brings the state registers together. The work on the ground is done by the states.",
      },
      {
        type: "paragraph",
        text: "Each state and the FCT has a State Operations Coordinating Unit (SOCU). The unit works with local government areas and communities to find poor and vulnerable households and add them to the register.",
      },
      {
        type: "paragraph",
        text: "Read more about [how the national office and the states work together](/who-we-are/operational-structure).",
      },
      { type: "heading", text: "Find out more" },
      {
        type: "links",
        links: [
          {
            text: "Our State Offices",
            href: "/where-we-work/our-state-offices",
            description: "Contact the coordinating unit in your state.",
          },
          {
            text: "NSR Summary by LGA",
            href: "/where-we-work/nsr-summary-by-lga",
            description: "See how many households and individuals are on the register in each local government area.",
          },
        ],
      },
      {
        type: "callout",
        text: `To raise a concern or complaint, call the toll-free line ${contactLinks.tollFree}.`,
      },
    ],
  },
  {
    path: "/where-we-work/our-state-offices",
    provenance: "spec",
    lead: "Every state and the FCT has a State Operations Coordinating Unit. Use the mailbox below to contact the unit in your state.",
    blocks: [
      {
        type: "paragraph",
        text: "The State Operations Coordinating Unit is the first point of contact for questions about the register in your state. It can tell you about targeting and enumeration in your area.",
      },
      { type: "stateOffices" },
      { type: "heading", text: "Other ways to contact us" },
      {
        type: "paragraph",
        text: `For general questions, e-mail the national office at ${contactLinks.infoEmail}.`,
      },
      {
        type: "paragraph",
        text: `For questions about the register, e-mail ${contactLinks.nsrSupportEmail}.`,
      },
      {
        type: "paragraph",
        text: `To raise a concern or complaint, call the toll-free line ${contactLinks.tollFree}.`,
      },
    ],
  },
];
