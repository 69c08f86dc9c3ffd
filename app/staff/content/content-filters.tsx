import { Form, Link } from "react-router";
import { contentContentFiltersWords as sw } from "../../i18n/catalogues/staff/content-content-filters.ts";
import { Options } from "../kit/form-kit.tsx";
import type { KindDef } from "./content-fields.ts";

const statusOptions = [
  { value: "", label: sw("all") },
  { value: "published", label: sw("published") },
  { value: "draft", label: sw("drafts") },
];

/** A content list's search and status filter, sent as the page's address. */
export function ContentFilters({ def, q, status }: { def: KindDef; q: string; status: string }) {
  return (
    <Form method="get" className="admin-filters" aria-label={sw("search2", { v1: def.label.toLowerCase() })}>
      <div className="admin-field">
        <label htmlFor="content-q">{sw("search")}</label>
        <input id="content-q" type="search" name="q" defaultValue={q} key={q} />
      </div>
      <div className="admin-field">
        <label htmlFor="content-status">{sw("status")}</label>
        <select id="content-status" name="status" defaultValue={status} key={status}>
          <Options list={statusOptions} />
        </select>
      </div>
      <button type="submit" className="button button--small">
        {sw("search")}
      </button>
      {q || status ? (
        <Link className="admin-filters__reset" to={`/admin/content/${def.kind}`}>
          {sw("clearFilters")}
        </Link>
      ) : null}
    </Form>
  );
}
