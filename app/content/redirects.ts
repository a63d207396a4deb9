/**
 * Old and alternative addresses (the old site's menus disagreed: docs/product.md, "Navigation") and where
 * they live now. Each answers with a 301.
 */
export const redirects: Record<string, string> = {
  "/get-involved/learn-more-about-nsr": "/get-involved/learn-more-about-the-nsr",
  "/nsr/cbt-process": "/nsr/community-based-targeting-process",
  "/nsr/nsr-coverage": "/nsr/nsr-coverage-across-nigeria",
  "/Policy": "/resource-hub/policy-and-governance-documents",
  "/policy": "/resource-hub/policy-and-governance-documents",
  "/news": "/resource-hub/news",
  "/resource-hub/policy": "/resource-hub/policy-and-governance-documents",
  // The Resource Hub's desktop side menu of the old site linked these from the root.
  "/photo-gallery": "/resource-hub/photo-gallery",
  "/video-gallery": "/resource-hub/video-gallery",
  "/faqs": "/resource-hub/faqs",
  "/privacy-policy": "/resource-hub/privacy-policy",
};
