import { data } from "react-router";
import type { AppContext } from "../../../contract/site-data.ts";

export type TcActionData =
  | { status: "found"; data: string; admission: string }
  | { status: "empty"; admission: string; name: string }
  | { status: "no-match"; admission: string; name: string }
  | { status: "failed"; admission: string; name: string };

/** The lookup posted without JavaScript: the same service as POST /api/tc/{school}. */
export async function tcAction(request: Request, context: AppContext) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<TcActionData>({ status: "failed", admission: "", name: "" }, { status: 400 });
  }
  const field = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : "";
  };
  const admission = field("admission");
  const name = field("name");
  try {
    if (!context.site.lookupTc) throw new Error("SiteData.lookupTc is missing");
    const outcome = await context.site.lookupTc({ admission, name }, { clientIp: context.clientIp ?? "unknown" });
    switch (outcome.status) {
      case "found":
        return data<TcActionData>({ status: "found", data: outcome.data, admission });
      case "invalid":
        return data<TcActionData>({ status: "empty", admission, name }, { status: 400 });
      case "not-found":
        return data<TcActionData>({ status: "no-match", admission, name }, { status: 404 });
      case "rate-limited":
        return data<TcActionData>(
          { status: "failed", admission, name },
          { status: 429, headers: { "Retry-After": String(outcome.retryAfter) } },
        );
    }
  } catch (e) {
    console.error("Transfer certificate lookup failed", e);
    return data<TcActionData>({ status: "failed", admission, name }, { status: 500 });
  }
}
