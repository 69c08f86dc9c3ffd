import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { MenuGroupData, StaffPage } from "../../../contract/pages.ts";
import { staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { pagesWords as sw } from "../../i18n/catalogues/staff/pages.ts";
import { Options } from "../kit/form-kit.tsx";
import { ApiError, api } from "../shell/api.ts";
import { pagesText, siteAddress, whenIst } from "./pages-text.ts";

interface PagesListData {
  pages: Omit<StaffPage, "draft">[];
  groups: MenuGroupData[];
}

/** Every page of the site with its state, the form that adds a new one, and the way to the menu's screen. */
export function PagesList({ data }: { data: PagesListData }) {
  return (
    <>
      <h1>{pagesText.listTitle}</h1>
      <NewPage groups={data.groups} />
      <table className="admin-table">
        <caption className="visually-hidden">{sw("pagesOfTheWebsite")}</caption>
        <thead>
          <tr>
            <th scope="col">{pagesText.title}</th>
            <th scope="col">{pagesText.address}</th>
            <th scope="col">{sw("state")}</th>
            <th scope="col">{sw("lastChange")}</th>
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
      <p>
        <Link to="/admin/menu">{pagesText.menuLink}</Link>
      </p>
    </>
  );
}

/** A page's address made from its title, as staff would write it: "Bus Routes & Timings" → "bus-routes-and-timings". */
export function addressOf(title: string): string {
  return title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

/**
 * The add form: staff write the title; the address is made from it and
 * shown in plain words, changed only behind "Change address". The server
 * refuses addresses the site itself uses, in plain words.
 */
function NewPage({ groups }: { groups: MenuGroupData[] }) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");
  const [title, setTitle] = useState("");
  const [typed, setTyped] = useState<string | null>(null);
  const slug = typed ?? addressOf(title);
  const changing = typed !== null || Boolean(errors.slug);
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
              slug: slug.trim(),
              title: title.trim(),
              menuGroup: String(form.get("menuGroup") ?? "") || undefined,
            };
            if (!body.slug) {
              setTyped("");
              setErrors({ slug: pagesText.addressMissing });
              setMessage(pagesText.addressMissing);
              return;
            }
            await api(staffApiPaths.pages.list, { method: "POST", body });
            navigate(`/admin/pages/${body.slug}`);
          } catch (err) {
            const fields = err instanceof ApiError ? err.fieldErrors : {};
            if (fields.slug && typed === null) setTyped(slug);
            setErrors(fields);
            setMessage((err as Error).message);
          }
        }}
      >
        <div role="alert">{message ? <p className="admin-alert">{message}</p> : null}</div>
        <div className="admin-field">
          <label htmlFor="new-title">{pagesText.title}</label>
          <input id="new-title" name="title" required value={title} onChange={(e) => setTitle(e.target.value)} />
        </div>
        <AddressField
          slug={slug}
          changing={changing}
          error={errors.slug}
          onType={(typedSlug) => {
            setTyped(typedSlug);
            setErrors(({ slug: _, ...rest }) => rest);
          }}
        />
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

/** The address made from the title, in plain words; its field shows behind "Change address" or when refused. */
function AddressField({
  slug,
  changing,
  error,
  onType,
}: {
  slug: string;
  changing: boolean;
  error?: string;
  onType: (slug: string) => void;
}) {
  if (!changing)
    return (
      <p className="new-page__address" id="new-address">
        {slug ? pagesText.addressWillBe(siteAddress(slug)) : pagesText.addressFromTitle}{" "}
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={() => {
            onType(slug);
            requestAnimationFrame(() => document.getElementById("new-slug")?.focus());
          }}
        >
          {pagesText.changeAddress}
        </button>
      </p>
    );
  return (
    <div className="admin-field">
      <label htmlFor="new-slug">{pagesText.address}</label>
      <p className="admin-field__help" id="new-slug-help">
        {pagesText.addressHelp}
      </p>
      <input
        id="new-slug"
        name="slug"
        required
        value={slug}
        onChange={(e) => onType(e.target.value)}
        pattern="[a-z0-9]+(-[a-z0-9]+)*"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "new-slug-help new-slug-error" : "new-slug-help"}
      />
      {error ? (
        <p className="admin-field__error" id="new-slug-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
