import { useI18n } from "../../i18n/i18n-context.tsx";

/**
 * "Share on WhatsApp": a plain link (through /share/whatsapp, which adds the
 * site's full address) that works without JavaScript; on phones with the Web
 * Share API, app/components/ui/share-link.enhance.ts adds a "Share…" button beside it.
 */
export function ShareLink({ path: english, title }: { path: string; title: string }) {
  const { t, href: local } = useI18n();
  // The page is shared in the language it was read in.
  const path = local(english);
  const href = `/share/whatsapp?${new URLSearchParams({ path, title })}`;
  return (
    <span
      className="share-link"
      data-share=""
      data-share-path={path}
      data-share-title={title}
      data-share-label={t("share.native")}
    >
      <a className="button button--small button--ghost" href={href} target="_blank" rel="noopener">
        {t("share.whatsapp")}
        <span className="visually-hidden">
          : {title} {t("layout.newTab")}
        </span>
      </a>
    </span>
  );
}
