import type { ComponentType, ReactNode } from "react";
import { routeInfo } from "../../content/site-map.ts";
import { PageHeader } from "./page-header.tsx";

/** An inner page of the site map: its banner and breadcrumb, then its body. */
export function InnerPage({ path, children }: { path: string; children: ReactNode }) {
  const info = routeInfo(path);
  return (
    <>
      <PageHeader title={info.title} trail={info.trail} />
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
