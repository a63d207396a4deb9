import { privacyPolicyBlocks } from "~/content/pages/resource-hub";
import { blocksToPdfItems, pdfResponse, renderPdf } from "~/utils/pdf.server";
import { analyticsSettings, retentionPeriods } from "~/utils/privacy-settings.server";

/** The privacy policy as a PDF, generated from the same blocks and configuration as the page. */
let pdf: Promise<Uint8Array> | undefined;

export async function loader() {
  pdf ??= renderPdf({
    title: "Privacy Policy",
    subtitle: "National Social Safety-Nets Coordinating Office (NASSCO)",
    items: blocksToPdfItems(privacyPolicyBlocks(retentionPeriods(), analyticsSettings())),
  });
  return pdfResponse(await pdf, "nassco-privacy-policy.pdf");
}
