import { useId, useState } from "react";
import type { PagePhotoAdmin } from "../../../contract/staff.ts";
import { staffApiPath, staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { kitDescribePhotosWords as sw } from "../../i18n/catalogues/staff/kit-describe-photos.ts";
import { api, fileUrl } from "../shell/api.ts";
import { AltInput, useAltSave } from "./alt-input.tsx";

type PagePhoto = PagePhotoAdmin;

/**
 * "Describe these photos": every photo saved without a description (issue 26:
 * the upload never waits for one), with a field each. A description saved
 * here takes the photo off the list.
 */
export function DescribePhotos({
  photos,
  current,
  numberOf,
  onSaved,
  level = 2,
  name,
}: {
  photos: PagePhoto[];
  /** The page shown now: photos of other pages say which page they are on. */
  current: string;
  /** A photo's number in its tab, as the list below counts them (1 for the first). */
  numberOf: (photo: PagePhoto) => number;
  onSaved: (photo: PagePhoto, message: string) => void;
  /** Its heading's level (2 on the page photos screen, deeper inside a part of the page editor). */
  level?: 2 | 3 | 4 | 5;
  /** The photos' place in staff words when they are all of one part ("Part 4 (Photos)"); else each one's tab. */
  name?: string;
}) {
  const id = useId();
  const Heading = `h${level}` as const;
  /** Where a photo is, in staff words ("Assembly, photo 3"). */
  const placeOf = (p: PagePhoto) => `${name ?? (p.tab || p.page)}, photo ${numberOf(p)}`;
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const left = photos.filter((p) => !done.has(p.id));
  if (left.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="describe-photos">
      <Heading id={`${id}-title`}>{sw("describeThesePhotos", { count: left.length })}</Heading>
      <p className="admin-field__help">{sw("thesePhotosAreOn")}</p>
      <ul className="describe-photos__list">
        {left.map((p) => (
          <DescribeOne
            key={p.id}
            photo={p}
            where={p.page === current ? placeOf(p) : `${p.page}: ${placeOf(p)}`}
            onSaved={(next, message) => {
              setDone((d) => new Set([...d, p.id]));
              onSaved(next, message);
            }}
          />
        ))}
      </ul>
    </section>
  );
}

function DescribeOne({
  photo,
  where,
  onSaved,
}: {
  photo: PagePhoto;
  where: string;
  onSaved: (photo: PagePhoto, message: string) => void;
}) {
  const [alt, setAlt] = useState("");
  const base = `pp-describe-${photo.id}`;
  const put = async (text: string) => {
    const next = await api<PagePhoto>(staffApiPath(staffApiPaths.pagePhotos.one, photo), {
      method: "PUT",
      body: { alt: text },
    });
    onSaved(next, sw("descriptionOfSaved", { where }));
  };
  const { busy, error, setError, save } = useAltSave(
    base,
    alt,
    { blank: sw("writeWhatThePhoto"), failed: sw("savingFailedPleaseTry") },
    put,
  );
  const onChange = (value: string) => {
    setAlt(value);
    setError("");
  };
  return (
    <li className="describe-photos__item">
      <img src={fileUrl(photo.file, 400)} alt="" width={120} height={80} loading="lazy" />
      {/* Not a <form>: in the page editor it stands inside the page's own form; Enter saves it all the same. */}
      <div className="describe-photos__form">
        <AltInput {...{ base, value: alt, onChange, save, error }} label={sw("altLabel", { where })}>
          {error ? (
            <p className="admin-field__error" id={`${base}-error`}>
              {error}
            </p>
          ) : null}
        </AltInput>
        <button type="button" onClick={save} className="button button--small" disabled={busy}>
          {sw("save")}
          <span className="visually-hidden"> {sw("saveWhat", { where })}</span>
        </button>
      </div>
    </li>
  );
}
