import { pagesWords as sw } from "../../../i18n/catalogues/staff/pages.ts";
import { staffWords as w } from "../../../i18n/staff-words.ts";
import { TabPhotos, usePagePhotos } from "../../kit/tab-photos.tsx";
import { type Editor, Text } from "./fields.tsx";

/** Each tab with its thumbnails and its own drop area: photos are added, described and put in order where they show. */
export const PhotoTabsEditor: Editor<"photo-tabs"> = ({ f, block, onChange }) => {
  const { photos, setPhotos, failed } = usePagePhotos(block.page);
  return (
    <>
      <Text
        id={f("label")}
        label={sw("nameOfTheTab")}
        value={block.label}
        onChange={(label) => onChange({ ...block, label })}
      />
      {failed ? (
        <p className="admin-field__error">{failed}</p>
      ) : photos === null ? (
        <p>{w("photos.loading")}</p>
      ) : (
        block.tabs.map((t) => (
          <TabPhotos
            key={t.name}
            page={block.page}
            tab={t.name}
            all={photos}
            setAll={(change) => setPhotos((list) => change(list ?? []))}
          />
        ))
      )}
    </>
  );
};
