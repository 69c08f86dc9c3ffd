import { ResponsiveImage } from "../../../components/ui/responsive-image.tsx";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { Renderer } from "./renderer.ts";

export const MessagesView: Renderer<"messages"> = ({ block, data }) => {
  const { t } = useI18n();
  const messages = data.messages.filter((m) => m.category === block.category);
  if (messages.length === 0) return null;
  return (
    <div className="messages">
      {messages.map((m) => {
        const photo = m.attachments[0];
        const size = photo ? data.imageSizes[photo] : undefined;
        return (
          <article key={m._id} className="message">
            {photo ? (
              <ResponsiveImage
                photo={{ file: photo, width: size?.width ?? 400, height: size?.height ?? 400 }}
                alt={m.name ? t("content.photoOf", { name: m.name }) : ""}
                sizes="(min-width: 768px) 240px, 100vw"
                className="message__photo"
              />
            ) : null}
            <div className="message__text">
              {/* Text only: the loader stripped the markup, and React escapes what is left. */}
              {m.message.split(/\n+/).map((para, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one message may repeat
                <p key={i}>{para}</p>
              ))}
              <p className="message__name">{m.name}</p>
            </div>
          </article>
        );
      })}
    </div>
  );
};
