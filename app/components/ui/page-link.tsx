import type { AnchorHTMLAttributes } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";

/**
 * A link to another page of the site. Public pages are server HTML that is
 * never hydrated (docs/decisions/003), so React Router's <Link> brings
 * nothing to them but work on every render (resolving the path against the
 * route tree, a `data-discover` attribute no script reads): about 6 % of a
 * home page render. A plain anchor is the same HTML a browser needs. On a
 * page in another language the link stays in it (`/fees` → `/mr/fees`).
 */
export function PageLink({ to, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string }) {
  const { href } = useI18n();
  return <a href={href(to)} {...rest} />;
}
