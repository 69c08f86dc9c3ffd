import { enquiryFieldOrder } from "../../../contract/enquiry-rules.ts";
import type { AppContext } from "../../../contract/site-data.ts";
import { formAnswer } from "../../lib/form-answer.ts";
import { defaultValues, type EnquiryErrors, type EnquiryValues, valuesFromForm } from "./enquiry-values.ts";

export type EnquiryActionData =
  | { status: "success" }
  | { status: "invalid"; values: EnquiryValues; errors: EnquiryErrors }
  | { status: "failure"; values: EnquiryValues; note?: string };

/**
 * The form posted without JavaScript: the same service as the JSON API, and
 * an answer the page renders as the script would (errors, success, failure).
 */
export async function enquiryAction(request: Request, context: AppContext) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return formAnswer<EnquiryActionData>({ status: "failure", values: defaultValues }, 400);
  }
  const values = valuesFromForm(form);
  const key = form.get("idempotencyKey");
  try {
    const site = context.site;
    if (!site.submitEnquiry) throw new Error("SiteData.submitEnquiry is missing");
    const clientIp = context.clientIp ?? "unknown";
    let outcome = await site.submitEnquiry(values, {
      clientIp,
      idempotencyKey: typeof key === "string" && key !== "" ? key : undefined,
      lang: context.lang,
    });
    // The key came with the page, and a page may be shared by a cache: a key
    // already used for other details is not a double click, so store this enquiry too.
    if (outcome.status === "conflict") outcome = await site.submitEnquiry(values, { clientIp, lang: context.lang });
    switch (outcome.status) {
      case "created":
        return formAnswer<EnquiryActionData>({ status: "success" });
      case "invalid": {
        const errors: EnquiryErrors = {};
        for (const field of enquiryFieldOrder) if (outcome.errors[field]) errors[field] = outcome.errors[field];
        // Only the hidden key was wrong: nothing the parent can correct, so a plain failure.
        if (Object.keys(errors).length === 0) {
          return formAnswer<EnquiryActionData>({ status: "failure", values }, 400);
        }
        return formAnswer<EnquiryActionData>({ status: "invalid", values, errors }, 400);
      }
      case "rate-limited":
        return formAnswer<EnquiryActionData>({ status: "failure", values, note: outcome.message }, 429, {
          "Retry-After": String(outcome.retryAfter),
        });
      case "conflict":
        return formAnswer<EnquiryActionData>({ status: "failure", values }, 422);
    }
  } catch (e) {
    console.error("Admission enquiry could not be stored", e);
    return formAnswer<EnquiryActionData>({ status: "failure", values }, 500);
  }
}
