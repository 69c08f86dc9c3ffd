import { useEffect, useState } from "react";
import { Form, useSubmit } from "react-router";
import { allPhotoSets, type PhotoSet } from "../../../contract/photo-sets.ts";
import { siteRoutes } from "../../../contract/site-map.ts";
import { pagePhotosWords as sw } from "../../i18n/catalogues/staff/page-photos.ts";
import { Options } from "../kit/form-kit.tsx";

const pageLabels: Record<string, string> = {
  home: sw("homePage"),
  pages: sw("singlePhotosOfText"),
};
export function pageLabel(set: PhotoSet): string {
  return pageLabels[set.page] ?? siteRoutes.find((r) => r.path === `/${set.page}`)?.title ?? set.page;
}

const pageOptions = allPhotoSets.map((s) => ({ value: s.page, label: pageLabel(s) }));

/**
 * Page and tab. Choosing either shows the photos at once (the form is sent on
 * change, as the note says beforehand); the button stays for browsers where
 * that does not run. The chooser stays mounted, so focus stays on the select.
 */
export function Chooser({ set, tab }: { set: PhotoSet; tab: string }) {
  const [page, setPage] = useState(set.page);
  const [tabName, setTabName] = useState(tab);
  const submit = useSubmit();
  // Back and Forward change the address without this form: follow it.
  useEffect(() => {
    setPage(set.page);
    setTabName(tab);
  }, [set.page, tab]);
  const current = allPhotoSets.find((s) => s.page === page) ?? set;
  return (
    <Form
      method="get"
      className="admin-filters"
      aria-label={sw("choosePageAndTab")}
      aria-describedby="pp-choose-note"
      onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}
    >
      <p className="admin-field__help" id="pp-choose-note">
        {sw("thePhotosBelowChange")}
      </p>
      <div className="admin-field">
        <label htmlFor="pp-page">{sw("page")}</label>
        <select
          id="pp-page"
          name="page"
          value={page}
          onChange={(e) => {
            const next = allPhotoSets.find((s) => s.page === e.currentTarget.value) ?? set;
            setPage(next.page);
            setTabName(next.tabs[0].name);
          }}
        >
          <Options list={pageOptions} />
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="pp-tab">{current.page === "pages" ? sw("photo2") : sw("tab")}</label>
        <select id="pp-tab" name="tab" value={tabName} onChange={(e) => setTabName(e.currentTarget.value)}>
          <Options list={current.tabs.map((t) => ({ value: t.name, label: t.name }))} />
        </select>
      </div>
      <button type="submit" className="button button--small">
        {sw("showPhotos")}
      </button>
    </Form>
  );
}
