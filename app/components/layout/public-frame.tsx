import type { ReactNode } from "react";
import { type MenuGroup, menuFor } from "../../../contract/site-map.ts";
import { LanguageOffer } from "./language-switcher.tsx";
import { useSchool } from "./school-context.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/** A public page's header (the stored menu, else the built-in one), its main region and its footer. */
export function PublicFrame({
  menu,
  titles,
  children,
}: {
  menu: MenuGroup[] | null | undefined;
  /** The school's pages' translated titles by address (another language only). */
  titles?: Record<string, string>;
  children: ReactNode;
}) {
  const school = useSchool();
  return (
    <>
      {/* Where the server puts the site-wide alerts showing now, on every answer (server/notices/alert-html.ts). */}
      <div data-alert-slot="" />
      <SiteHeader groups={menu ?? menuFor(school.abbreviation)} titles={titles} />
      <LanguageOffer />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
