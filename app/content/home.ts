/**
 * The home page's own words (docs/product.md, "Pages"). Its slides, figures,
 * latest news and testimonials are content collections in the database.
 */

export const welcome = {
  title: "WELCOME TO NASSCO",
  tagline: "Empowering vulnerable communities through the National Social Register",
};

export const whoWeAre = {
  text: "The National Social Safety-Nets Coordinating Office (NASSCO) was established in 2016 by the Federal Government of Nigeria with the support of the World Bank. It builds and maintains the National Social Register of poor and vulnerable households, coordinates the safety-net programmes that use it, and aligns social protection policy across federal and state governments.",
  video: "/videos/who-we-are.mp4",
  poster: "/images/home/who-we-are-poster.svg",
};

export const whatWeDo = {
  text: "With State Operations Coordinating Units in every state, NASSCO identifies poor and vulnerable households through community-based targeting and household surveys, and keeps the register up to date so that programmes can reach the people who need them.",
  link: "/get-involved/learn-more-about-the-nsr",
};
