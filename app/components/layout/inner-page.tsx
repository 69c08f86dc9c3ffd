import type { ComponentType, ReactNode } from "react";
import { routeInfo } from "../../../contract/site-map.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { siteLabel } from "../../i18n/site-labels.ts";
import { PageHeader } from "./page-header.tsx";

/** An inner page of the site map: its banner and breadcrumb, then its body. */
export function InnerPage({ path, children }: { path: string; children: ReactNode }) {
  const info = routeInfo(path);
  const { lang } = useI18n();
  // The site's own pages (news, events, forms…) carry built-in names, shipped translated.
  const title = siteLabel(lang, info.title);
  return (
    <>
      <PageHeader title={title ?? info.title} trail={info.trail} titleLang={title === null ? "en" : undefined} />
      <div className="page-body">{children}</div>
    </>
  );
}

/**
 * The component of a route that shows one feature's page, given the route's
 * loader data as its props, under the site map's banner for `path`.
 */
export function innerPage<P extends object>(path: string, Body: ComponentType<P>) {
  return function Page({ loaderData }: { loaderData: P }) {
    return (
      <InnerPage path={path}>
        <Body {...loaderData} />
      </InnerPage>
    );
  };
}
