import { privacyPolicy, privacyPolicyBody } from "~/content/privacy-policy";
import type { RetentionPeriods } from "~/content/retention";
import { plainPageBody } from "~/features/content-pages/page-body.server";
import { readRetentionPeriods } from "~/features/privacy/retention.server";
import { officeContact } from "~/features/office-contact/office-contact.server";
import { logFailure } from "~/utils/log.server";
import { blocksToPdfItems, keptPdf, pdfResponse, renderPdf } from "~/utils/pdf.server";
import { analyticsSettings } from "~/features/privacy/settings.server";
import { cdnAnswer } from "~/features/cdn/headers.server";

/**
 * The privacy policy as a PDF, printed from the same text and settings as
 * the page; kept until the retention periods (`npm run db:prepare`) or the
 * office's contact details change.
 */
const pdf = keptPdf();

export async function loader() {
  let retention: RetentionPeriods;
  try {
    retention = await readRetentionPeriods();
  } catch (error) {
    logFailure("privacy policy PDF", error);
    throw new Response("Service unavailable", { status: 503 });
  }
  const text = privacyPolicyBody(retention, analyticsSettings(), await officeContact());
  const bytes = pdf(text, () =>
    renderPdf({
      title: "Privacy Policy",
      subtitle: "National Social Safety-Nets Coordinating Office (NASSCO)",
      items: blocksToPdfItems(plainPageBody(privacyPolicy.lead, text).blocks),
    }),
  );
  return cdnAnswer(pdfResponse(await bytes, "nassco-privacy-policy.pdf"));
}
