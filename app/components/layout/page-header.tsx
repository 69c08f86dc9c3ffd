import { PageLink } from "../ui/page-link.tsx";

/** Banner and breadcrumb of every inner page (spec section 2). */
export function PageHeader({ title, trail = [] }: { title: string; trail?: string[] }) {
  return (
    <div className="page-banner">
      <div className="page-banner__inner">
        <h1 className="page-banner__title">{title}</h1>
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <ol>
            <li>
              <PageLink to="/">Home</PageLink>
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
