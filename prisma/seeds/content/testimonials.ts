import type { TestimonialSeed } from "./seed-types";

/**
 * The home page's testimonials at launch, in order, as the seed writes them
 * into testimonial (prisma/seeds/content.ts). Each is illustrative: written
 * in the voices of the kinds of people the register serves, to be replaced by
 * the office with testimonials collected with consent.
 */
export const testimonialSeed: TestimonialSeed[] = [
  {
    id: "household-head-kano-state",
    speaker: "Household head",
    place: "Kano State",
    message:
      "The community meeting explained how households would be chosen. Everyone could see the list being read out, so we trusted it.",
    provenance: "illustrative",
  },
  {
    id: "community-leader-niger-state",
    speaker: "Community leader",
    place: "Niger State",
    message: "We were asked to help name the poorest households in our village. It was our own people deciding, not strangers.",
    provenance: "illustrative",
  },
  {
    id: "grievance-committee-member-kaduna-state",
    speaker: "Grievance committee member",
    place: "Kaduna State",
    message:
      "When a family felt it had been left out, they came to us. We wrote down the complaint and passed it on, and it was looked into.",
    provenance: "illustrative",
  },
  {
    id: "enumerator-nasarawa-state",
    speaker: "Enumerator",
    place: "Nasarawa State",
    message: "Each visit took time, but recording the household carefully, with its location, means the information can be checked later.",
    provenance: "illustrative",
  },
  {
    id: "widow-and-mother-of-four-bauchi-state",
    speaker: "Widow and mother of four",
    place: "Bauchi State",
    message: "Nobody had ever asked about our situation before. Being on the register is how our household was reached by a programme.",
    provenance: "illustrative",
  },
  {
    id: "caregiver-ekiti-state",
    speaker: "Caregiver",
    place: "Ekiti State",
    message: "I called 969 to ask about our registration. The agent was patient and told me what to do next.",
    provenance: "illustrative",
  },
  {
    id: "community-development-officer-gombe-state",
    speaker: "Community development officer",
    place: "Gombe State",
    message: "Sensitisation before enumeration made a big difference. People knew what to expect and why we were there.",
    provenance: "illustrative",
  },
  {
    id: "youth-volunteer-oyo-state",
    speaker: "Youth volunteer",
    place: "Oyo State",
    message: "I helped my community during the listing. It showed me that government programmes can start from the community itself.",
    provenance: "illustrative",
  },
  {
    id: "farmer-benue-state",
    speaker: "Farmer",
    place: "Benue State",
    message: "After the floods, support came to households that were already known to be vulnerable. The register made that possible.",
    provenance: "illustrative",
  },
  {
    id: "state-coordinator-jigawa-state",
    speaker: "State coordinator",
    place: "Jigawa State",
    message: "One register for many programmes saves every agency from starting again, and it lets us coordinate who gets what.",
    provenance: "illustrative",
  },
  {
    id: "partner-organisation-officer-federal-capital-territory",
    speaker: "Partner organisation officer",
    place: "Federal Capital Territory",
    message: "Requesting data was straightforward, and the review of our purpose and data protection plan was thorough.",
    provenance: "illustrative",
  },
];
