import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { MenuGroupData, StaffPage } from "../../../contract/pages.ts";
import { Options } from "../kit/form-kit.tsx";
import { ApiError, api } from "../shell/api.ts";
import { MenuEditor } from "./menu-editor.tsx";
import { pagesText, siteAddress, whenIst } from "./pages-text.ts";

interface PagesListData {
  pages: Omit<StaffPage, "draft">[];
  groups: MenuGroupData[];
}

/** Every page of the site with its state, the form that adds a new one, and the menu. */
export function PagesList({ data }: { data: PagesListData }) {
  return (
    <>
      <h1>{pagesText.listTitle}</h1>
      <table className="admin-table">
        <caption className="visually-hidden">Pages of the website</caption>
        <thead>
          <tr>
            <th scope="col">{pagesText.title}</th>
            <th scope="col">{pagesText.address}</th>
            <th scope="col">State</th>
            <th scope="col">Last change</th>
          </tr>
        </thead>
        <tbody>
          {data.pages.map((p) => (
            <tr key={p.slug}>
              <td>
                <Link to={`/admin/pages/${p.slug}`}>{p.title}</Link>
              </td>
              <td>{siteAddress(p.slug)}</td>
              <td>
                {p.published ? (p.hasDraft ? pagesText.statusDraft : pagesText.statusPublished) : pagesText.statusNew}
              </td>
              <td>
                {whenIst(p.updatedAt)}
                {p.updatedBy ? `, ${p.updatedBy}` : ""}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <NewPage groups={data.groups} />
      <MenuEditor groups={data.groups} pages={data.pages} />
    </>
  );
}

function NewPage({ groups }: { groups: MenuGroupData[] }) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");
  return (
    <section aria-labelledby="new-page-heading">
      <h2 id="new-page-heading">{pagesText.newTitle}</h2>
      <form
        className="admin-form"
        onSubmit={async (e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          try {
            const body = {
              slug: String(form.get("slug") ?? "").trim(),
              title: String(form.get("title") ?? "").trim(),
              menuGroup: String(form.get("menuGroup") ?? "") || undefined,
            };
            await api("/api/admin/pages", { method: "POST", body });
            navigate(`/admin/pages/${body.slug}`);
          } catch (err) {
            setErrors(err instanceof ApiError ? err.fieldErrors : {});
            setMessage((err as Error).message);
          }
        }}
      >
        <div role="alert">{message ? <p className="admin-alert">{message}</p> : null}</div>
        <div className="admin-field">
          <label htmlFor="new-slug">{pagesText.address}</label>
          <p className="admin-field__help" id="new-slug-help">
            {pagesText.addressHelp}
          </p>
          <input
            id="new-slug"
            name="slug"
            required
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            aria-invalid={errors.slug ? true : undefined}
            aria-describedby={errors.slug ? "new-slug-help new-slug-error" : "new-slug-help"}
          />
          {errors.slug ? (
            <p className="admin-field__error" id="new-slug-error">
              {errors.slug}
            </p>
          ) : null}
        </div>
        <div className="admin-field">
          <label htmlFor="new-title">{pagesText.title}</label>
          <input id="new-title" name="title" required />
        </div>
        <div className="admin-field">
          <label htmlFor="new-group">{pagesText.menuGroup}</label>
          <select id="new-group" name="menuGroup" defaultValue="">
            <option value="">{pagesText.noMenu}</option>
            <Options list={groups.map((g) => ({ value: g.label, label: g.label }))} />
          </select>
        </div>
        <button type="submit" className="button">
          {pagesText.create}
        </button>
      </form>
    </section>
  );
}
