import { Link } from "react-router";

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
