import { contactLinks } from "../../../app/content/contact";
import type { FaqSeed } from "./seed-types";

/**
 * The frequently asked questions the site launched with, in the order the
 * page shows them, as the seed writes them into faq (prisma/seeds/content.ts).
 * From then on the office edits the rows. Answers are Markdown; the contact
 * details come from app/content/contact.ts when the seed runs.
 */
export const faqSeed: FaqSeed[] = [
  {
    id: "what-is-nassco",
    question: "What is NASSCO?",
    provenance: "spec",
    answer: `NASSCO is the National Social Safety-Nets Coordinating Office. It is a federal government office, set up in 2016. It builds and looks after the National Social Register of poor and vulnerable households. It also coordinates the social protection programmes that use the register, working with the 36 states and the Federal Capital Territory. Read more [about us](/who-we-are/about-us).`,
  },
  {
    id: "what-is-the-national-social-register",
    question: "What is the National Social Register (NSR)?",
    provenance: "spec",
    answer: `The National Social Register (NSR), also called the Nigeria Social Register, is a list of poor and vulnerable households in Nigeria. It records who lives in each household, where they live and how they live. Government and its partners use it to decide who should get support, so that help goes to the households that need it most. See [how the NSR works](/nsr/how-the-nigeria-social-register-works).`,
  },
  {
    id: "is-the-nsr-used-only-for-cash-transfers",
    question: "Is the NSR used only for cash transfers?",
    provenance: "spec",
    answer: `No. The [National Cash Transfer Programme](/what-we-do/national-cash-transfer-programme) uses the register, but so do other programmes. These include [community development projects](/what-we-do/community-and-social-development-project), [support for young people](/what-we-do/youth-empowerment-and-social-support-operations) and help for households after shocks such as floods. Government agencies and partners also use it to plan services. See [NSR in action](/nsr/nsr-in-action).`,
  },
  {
    id: "how-is-the-data-collected",
    question: "How is the data collected?",
    provenance: "spec",
    answer: `The register is built mainly through community-based targeting. NASSCO carries this out with the State Operations Coordinating Unit in each state. Poverty maps show which areas to start in. In each chosen community, residents meet and name the households they know to be poor and vulnerable. Trained enumerators then visit those households and record information about them. Read about the [community-based targeting process](/nsr/community-based-targeting-process).`,
  },
  {
    id: "who-can-access-the-data-and-how",
    question: "Who can access the data, and how?",
    provenance: "spec",
    answer: `Government agencies, non-governmental organisations (NGOs) and development partners can ask for data from the register. Download the [Data Access Request Form (PDF)](/data-access-request-form.pdf), fill it in and send it to the office at ${contactLinks.nsrSupportEmail}. You can also apply [online](/nsr/data-access-request-form). The office reviews every request before any data is shared. Find out more about [accessing the NSR](/nsr/accessing-the-nsr).`,
  },
  {
    id: "how-do-i-make-a-complaint",
    question: "How do I make a complaint?",
    provenance: "spec",
    answer: `Call the toll-free line ${contactLinks.tollFree}, or fill in the [Report a problem](/grievances/new) form on this website: either way you get a reference and a code to follow your report. You can report a problem with the register or a programme, or report fraud. Calls to this number are free. You can also contact the [office in your state](/where-we-work/our-state-offices). Nobody should ask you for money to be put on the register or to receive support. If anyone does, report it on ${contactLinks.tollFree}.`,
  },
  {
    id: "why-can-the-data-be-trusted",
    question: "Why can the data be trusted?",
    provenance: "illustrative",
    answer: `Communities check the data themselves. The lists of households are read out and agreed at community meetings, so neighbours can say if someone has been missed or wrongly included. Supervisors check the work of enumerators, and the records are checked for gaps and duplicates. The data is protected under Nigeria's data protection law. Read our [privacy policy](/resource-hub/privacy-policy).`,
  },
  {
    id: "how-many-people-does-the-register-cover",
    question: "How many people does the register cover?",
    provenance: "spec",
    answer: `The register holds data for over 65 million individuals across the 36 states and the Federal Capital Territory. Some other pages of this website report more than 70 million individuals. Both figures appear in the office's material. See [NSR coverage across Nigeria](/nsr/nsr-coverage-across-nigeria).`,
  },
  {
    id: "how-is-the-register-linked-to-the-national-identification-number",
    question: "How is the register linked to the National Identification Number (NIN)?",
    provenance: "spec",
    answer: `NASSCO is linking each household record on the register to a National Identification Number (NIN). The NIN is issued by the [National Identity Management Commission](https://nimc.gov.ng). Linking records to a NIN helps to confirm that people are who they say they are. It also helps to find duplicate records and make sure support reaches the right person.`,
  },
  {
    id: "what-is-the-communitys-role",
    question: "What is the community's role?",
    provenance: "illustrative",
    answer: `Communities are at the centre of the register. Community members take part in the meetings that identify poor and vulnerable households. They check the lists in public and point out mistakes. They also help others in their community understand the process and raise complaints on ${contactLinks.tollFree} when something goes wrong.`,
  },
];
