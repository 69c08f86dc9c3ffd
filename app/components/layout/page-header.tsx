import type { ComponentType, ReactNode } from "react";
import { Link } from "react-router";
import { routeInfo } from "../../content/site-map.ts";

/** Banner and breadcrumb of every inner page (spec section 2). */
export function PageHeader({ title, trail = [] }: { title: string; trail?: string[] }) {
  return (
    <div className="page-banner">
      <div className="page-banner__inner">
        <h1 className="page-banner__title">{title}</h1>
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <ol>
            <li>
              <Link to="/">Home</Link>
            </li>
            {trail.map((t) => (
              <li key={t}>{t}</li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      </div>
    </div>
  );
}

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
