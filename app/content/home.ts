import { en } from "~/i18n/messages/en";

/**
 * The home page's own words (docs/product.md, "Pages"), in English: each
 * language's are in i18n/messages ("home"). Its slides, figures, latest news
 * and testimonials are content collections in the database.
 */

export const welcome = {
  title: en.home.welcomeTitle,
  tagline: en.home.welcomeTagline,
};

export const whoWeAre = {
  text: en.home.whoWeAreText,
  video: "/videos/who-we-are.mp4",
  poster: "/images/home/who-we-are-poster.svg",
};

export const whatWeDo = {
  text: en.home.whatWeDoText,
  link: "/get-involved/learn-more-about-the-nsr",
};
