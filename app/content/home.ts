/**
 * The home page's own words (docs/product.md, "Pages"), in English: each
 * language's are in i18n/messages ("home"). Its slides, figures, latest news
 * and testimonials are content collections in the database.
 */

export const whoWeAre = {
  video: "/videos/who-we-are.mp4",
  poster: "/images/home/who-we-are-poster.svg",
};

export const whatWeDo = {
  link: "/get-involved/learn-more-about-the-nsr",
};
