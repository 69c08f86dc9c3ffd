import { pagesWords as sw } from "../../../i18n/catalogues/staff/pages.ts";
import { staffWords as w } from "../../../i18n/staff-words.ts";
import { TabPhotos, usePagePhotos } from "../../kit/tab-photos.tsx";
import { freshSetName, useEditedPage } from "./edited-page.ts";
import { type Editor, Text } from "./fields.tsx";

/**
 * A photo part shows its thumbnails and takes many photos at once. Staff
 * never name a "photo group": a new part's photos are kept under the page's
 * own name when the first ones arrive.
 */
export const PhotosEditor: Editor<"photos"> = ({ f, block, onChange, place }) => {
  const edited = useEditedPage();
  const { photos, setPhotos, failed } = usePagePhotos(block.tab ? block.page : "");
  const onTab =
    block.tab || !edited
      ? undefined
      : () => {
          const where = { page: edited.slug, tab: freshSetName(edited) };
          onChange({ ...block, ...where });
          return where;
        };
  return (
    <>
      {failed ? (
        <p className="admin-field__error">{failed}</p>
      ) : photos === null ? (
        <p>{w("photos.loading")}</p>
      ) : (
        <TabPhotos
          page={block.page}
          tab={block.tab}
          name={place?.name ?? (block.tab || "this part")}
          all={photos}
          setAll={(change) => setPhotos((list) => change(list ?? []))}
          onTab={onTab}
        />
      )}
      {block.layout === "single" ? (
        <Text
          id={f("alt")}
          label={sw("whatThePhotoShows")}
          value={block.alt}
          onChange={(alt) => onChange({ ...block, alt })}
        />
      ) : null}
    </>
  );
};
