import type { AppContext } from "../../../contract/site-data.ts";
import { formAnswer } from "../../lib/form-answer.ts";

export type CertificateActionData =
  | { status: "found"; data: string; admission: string }
  | { status: "empty"; admission: string; name: string }
  | { status: "no-match"; admission: string; name: string }
  | { status: "failed"; admission: string; name: string };

/** The lookup posted without JavaScript: the same service as POST /api/tc/{school}. */
export async function certificateAction(request: Request, context: AppContext) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return formAnswer<CertificateActionData>({ status: "failed", admission: "", name: "" }, 400);
  }
  const field = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : "";
  };
  const admission = field("admission");
  const name = field("name");
  try {
    if (!context.site.lookupCertificate) throw new Error("SiteData.lookupCertificate is missing");
    const outcome = await context.site.lookupCertificate(
      { admission, name },
      { clientIp: context.clientIp ?? "unknown" },
    );
    switch (outcome.status) {
      case "found":
        return formAnswer<CertificateActionData>({ status: "found", data: outcome.data, admission });
      case "invalid":
        return formAnswer<CertificateActionData>({ status: "empty", admission, name }, 400);
      case "not-found":
        return formAnswer<CertificateActionData>({ status: "no-match", admission, name }, 404);
      case "rate-limited":
        return formAnswer<CertificateActionData>({ status: "failed", admission, name }, 429, {
          "Retry-After": String(outcome.retryAfter),
        });
    }
  } catch (e) {
    console.error("Transfer certificate lookup failed", e);
    return formAnswer<CertificateActionData>({ status: "failed", admission, name }, 500);
  }
}
