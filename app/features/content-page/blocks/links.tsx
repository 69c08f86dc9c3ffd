import { PageLink } from "../../../components/ui/page-link.tsx";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { Renderer } from "./renderer.ts";

export const LinksView: Renderer<"links"> = (props) => <Links {...props} />;

function Links({ block }: Parameters<Renderer<"links">>[0]) {
  const { t } = useI18n();
  return (
    <nav className="block-links" aria-label={block.title ?? t("links.related")}>
      {block.title ? <h2>{block.title}</h2> : null}
      <ul>
        {block.links.map((link, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: links may repeat while staff edit them
          <li key={i}>
            {link.external ? (
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
                <span className="visually-hidden"> {t("layout.newTab")}</span>
              </a>
            ) : (
              <PageLink to={link.href}>{link.label}</PageLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
