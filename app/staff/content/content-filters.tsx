import { Form, Link } from "react-router";
import { Options } from "../kit/form-kit.tsx";
import type { KindDef } from "./content-fields.ts";

const statusOptions = [
  { value: "", label: "All" },
  { value: "published", label: "Published" },
  { value: "draft", label: "Drafts" },
];

/** A content list's search and status filter, sent as the page's address. */
export function ContentFilters({ def, q, status }: { def: KindDef; q: string; status: string }) {
  return (
    <Form method="get" className="admin-filters" aria-label={`Search ${def.label.toLowerCase()}`}>
      <div className="admin-field">
        <label htmlFor="content-q">Search</label>
        <input id="content-q" type="search" name="q" defaultValue={q} key={q} />
      </div>
      <div className="admin-field">
        <label htmlFor="content-status">Status</label>
        <select id="content-status" name="status" defaultValue={status} key={status}>
          <Options list={statusOptions} />
        </select>
      </div>
      <button type="submit" className="button button--small">
        Search
      </button>
      {q || status ? (
        <Link className="admin-filters__reset" to={`/admin/content/${def.kind}`}>
          Clear filters
        </Link>
      ) : null}
    </Form>
  );
}
