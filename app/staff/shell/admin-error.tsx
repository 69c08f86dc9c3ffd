import { isRouteErrorResponse, Link } from "react-router";
import { shellAdminErrorWords as sw } from "../../i18n/catalogues/staff/shell-admin-error.ts";
import { adminText } from "./admin-text.ts";
import { FORBIDDEN_MESSAGE } from "./api.ts";

/** A staff page that refused (403), does not exist (404) or failed, inside the staff frame. */
export function AdminErrorPage({ error }: { error: unknown }) {
  let title: string = adminText.errorTitle;
  let message = sw("pleaseTryAgainIf");
  if (isRouteErrorResponse(error)) {
    const body = error.data as { message?: string } | string | undefined;
    const text = typeof body === "string" ? body : body?.message;
    if (error.status === 403) {
      title = adminText.forbiddenTitle;
      message = FORBIDDEN_MESSAGE;
    } else if (error.status === 404) {
      title = adminText.notFoundTitle;
      message = text || adminText.notFound;
    } else if (text) {
      message = text;
    }
  } else {
    console.error("Staff page failed", error);
  }
  return (
    <section className="admin-page admin-error" aria-labelledby="admin-error-title">
      <h1 id="admin-error-title">{title}</h1>
      <p className="admin-error__message">{message}</p>
      <p>
        <Link to="/admin">{adminText.backToDashboard}</Link>
      </p>
    </section>
  );
}
