import { Link } from "react-router";
import { kitPagerWords as sw } from "../../i18n/catalogues/staff/kit-pager.ts";

/** Previous / next links between pages of a list, keeping its filters. */
export function Pager({
  page,
  pageSize,
  total,
  href,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** The query string (with "?") of a page number. */
  href: (page: number) => string;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={sw("pagesOf", { v1: label.toLowerCase() })}>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev">
          {sw("previousPage")}
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">{sw("pageOf", { page, pages })}</span>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next">
          {sw("nextPage")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
