/** The home page's own content (docs/product.md, "Pages"). Latest news comes from news.ts. */

export const welcome = {
  title: "WELCOME TO NASSCO",
  tagline: "Empowering vulnerable communities through the National Social Register",
};

export interface Slide {
  image: string;
  title: string;
  description: string;
  /** Where the slide leads; empty means it is a picture only. */
  link: string;
}

export const slides: Slide[] = [
  {
    image: "/images/home/slide-1.svg",
    title: "The National Social Register",
    description: "A record of poor and vulnerable households in every state, built with the communities themselves.",
    link: "/nsr/how-the-nigeria-social-register-works",
  },
  {
    image: "/images/home/slide-2.svg",
    title: "Community-based targeting",
    description: "Communities help identify the poorest households, with a grievance committee to hear concerns.",
    link: "/nsr/community-based-targeting-process",
  },
  {
    image: "/images/home/slide-3.svg",
    title: "Coverage across Nigeria",
    description: "All 36 states and the Federal Capital Territory take part in building the register.",
    link: "/nsr/nsr-coverage-across-nigeria",
  },
  {
    image: "/images/home/slide-4.svg",
    title: "Call 969",
    description: "The toll-free line for enquiries and complaints about the National Social Register.",
    link: "",
  },
  {
    image: "/images/home/slide-5.svg",
    title: "Linking records to the NIN",
    description: "Household records are being linked to National Identification Numbers so support reaches the right people.",
    link: "/resource-hub/news",
  },
  {
    image: "/images/home/slide-6.svg",
    title: "Data for social programmes",
    description: "Government agencies and partners can request anonymised register data for their programmes.",
    link: "/nsr/accessing-the-nsr",
  },
  {
    image: "/images/home/slide-7.svg",
    title: "Working with partners",
    description: "NASSCO works with states, development partners and civil society on social protection.",
    link: "/get-involved/partner-with-us",
  },
];

export interface Counter {
  target: number;
  /** Shown after the number, e.g. the "+" of "8,000+". */
  suffix?: string;
  label: string;
}

export const registerCounters: Counter[] = [
  { target: 36, label: "States in Nigeria + FCT" },
  { target: 19_708_500, label: "Poor & Vulnerable Households" },
  { target: 70_901_460, label: "Individuals in PVHH" },
];

export const reachCounters: Counter[] = [
  { target: 228_290, label: "Communities" },
  { target: 8_000, suffix: "+", label: "Wards" },
  { target: 774, label: "LGAs" },
];

export const whoWeAre = {
  text: "The National Social Safety-Nets Coordinating Office (NASSCO) was established in 2016 by the Federal Government of Nigeria with the support of the World Bank. It builds and maintains the National Social Register of poor and vulnerable households, coordinates the safety-net programmes that use it, and aligns social protection policy across federal and state governments.",
  video: "/videos/who-we-are.mp4",
  poster: "/images/home/who-we-are-poster.svg",
};

export const whatWeDo = {
  text: "With State Operations Coordinating Units in every state, NASSCO identifies poor and vulnerable households through community-based targeting and household surveys, and keeps the register up to date so that programmes can reach the people who need them.",
  link: "/get-involved/learn-more-about-the-nsr",
};
