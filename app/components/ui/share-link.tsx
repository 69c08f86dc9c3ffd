/**
 * "Share on WhatsApp": a plain link (through /share/whatsapp, which adds the
 * site's full address) that works without JavaScript; on phones with the Web
 * Share API, app/components/ui/share-link.enhance.ts adds a "Share…" button beside it.
 */
export function ShareLink({ path, title }: { path: string; title: string }) {
  const href = `/share/whatsapp?${new URLSearchParams({ path, title })}`;
  return (
    <span className="share-link" data-share="" data-share-path={path} data-share-title={title}>
      <a className="button button--small button--ghost" href={href} target="_blank" rel="noopener">
        Share on WhatsApp<span className="visually-hidden">: {title} (opens in a new tab)</span>
      </a>
    </span>
  );
}
