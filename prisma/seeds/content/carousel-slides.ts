import type { CarouselSlideSeed } from "./seed-types";

/**
 * The home carousel's slides at launch, in order, as the seed writes them
 * into carousel_slide (prisma/seeds/content.ts). The specification asks for
 * a carousel but names no slide: each one (topic, words and the generated
 * picture) is ours, so illustrative, even where it repeats a fact the
 * specification states (969, the 36 states and the FCT). The office replaces
 * them with its own.
 */
export const carouselSlideSeed: CarouselSlideSeed[] = [
  {
    id: "national-social-register",
    imageUrl: "/images/home/slide-1.svg",
    title: "The National Social Register",
    description: "A record of poor and vulnerable households in every state, built with the communities themselves.",
    link: "/nsr/how-the-nigeria-social-register-works",
    provenance: "illustrative",
  },
  {
    id: "community-based-targeting",
    imageUrl: "/images/home/slide-2.svg",
    title: "Community-based targeting",
    description: "Communities help identify the poorest households, with a grievance committee to hear concerns.",
    link: "/nsr/community-based-targeting-process",
    provenance: "illustrative",
  },
  {
    id: "coverage-across-nigeria",
    imageUrl: "/images/home/slide-3.svg",
    title: "Coverage across Nigeria",
    description: "All 36 states and the Federal Capital Territory take part in building the register.",
    link: "/nsr/nsr-coverage-across-nigeria",
    provenance: "illustrative",
  },
  {
    id: "call-969",
    imageUrl: "/images/home/slide-4.svg",
    title: "Call 969",
    description: "The toll-free line for enquiries and complaints about the National Social Register.",
    link: "",
    provenance: "illustrative",
  },
  {
    id: "linking-records-to-the-nin",
    imageUrl: "/images/home/slide-5.svg",
    title: "Linking records to the NIN",
    description: "Household records are being linked to National Identification Numbers so support reaches the right people.",
    link: "/resource-hub/news",
    provenance: "illustrative",
  },
  {
    id: "data-for-social-programmes",
    imageUrl: "/images/home/slide-6.svg",
    title: "Data for social programmes",
    description: "Government agencies and partners can request anonymised register data for their programmes.",
    link: "/nsr/accessing-the-nsr",
    provenance: "illustrative",
  },
  {
    id: "working-with-partners",
    imageUrl: "/images/home/slide-7.svg",
    title: "Working with partners",
    description: "NASSCO works with states, development partners and civil society on social protection.",
    link: "/get-involved/partner-with-us",
    provenance: "illustrative",
  },
];
