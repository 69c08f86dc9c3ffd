import { allPhotoSets } from "../../../../contract/photo-sets.ts";
import { useDescribed } from "../../../components/ui/described-photos.ts";
import type { GridPhoto } from "../../../components/ui/lightbox-grid.tsx";
import { LightboxGrid } from "../../../components/ui/lightbox-grid.tsx";
import { Tabs } from "../../../components/ui/tabs.tsx";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { Renderer } from "./renderer.ts";

export const PhotoTabsView: Renderer<"photo-tabs"> = ({ block, data, renderBlocks }) => {
  const { t } = useI18n();
  const set = allPhotoSets.find((s) => s.page === block.page);
  const photos = data.photos[block.page] ?? {};
  return (
    <Tabs
      id={`tabs-${block.page}`}
      label={block.label}
      className="photo-tabs"
      tabs={block.tabs.map((tab) => {
        const slug = set?.tabs.find((t) => t.name === tab.name)?.slug ?? tab.name;
        return {
          slug,
          label: tab.name,
          panel: (
            <>
              <h2 className="photo-tabs__heading">{tab.name}</h2>
              {tab.blocks ? renderBlocks(tab.blocks) : null}
              <TabPhotos photos={photos[tab.name] ?? []} label={t("gallery.photosOf", { title: tab.name })} />
            </>
          ),
        };
      })}
    />
  );
};

function TabPhotos({ photos, label }: { photos: (GridPhoto & { tab: string })[]; label: string }) {
  return <LightboxGrid photos={useDescribed(photos)} label={label} />;
}
