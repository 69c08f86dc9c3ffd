import { PageLink } from "../../../components/ui/page-link.tsx";
import type { Renderer } from "./renderer.ts";

export const LinksView: Renderer<"links"> = ({ block }) => (
  <nav className="block-links" aria-label={block.title ?? "Related pages"}>
    {block.title ? <h2>{block.title}</h2> : null}
    <ul>
      {block.links.map((link, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: links may repeat while staff edit them
        <li key={i}>
          {link.external ? (
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            <PageLink to={link.href}>{link.label}</PageLink>
          )}
        </li>
      ))}
    </ul>
  </nav>
);
