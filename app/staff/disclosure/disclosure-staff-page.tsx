import { type FormEvent, useState } from "react";
import {
  applicableItems,
  type Completeness,
  type DisclosureSettings,
  disclosureSections,
  isItemComplete,
} from "../../../contract/disclosure-items.ts";
import { staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { translateStaffWords } from "../../i18n/staff-translate-words.ts";
import { FormAlert } from "../kit/form-kit.tsx";
import { TranslateLinks } from "../kit/translate-links.tsx";
import { useAdmin } from "../shell/admin-shell.tsx";
import { api } from "../shell/api.ts";
import { type DisclosureStaffData, staffDisclosureText as t } from "./disclosure-api.ts";
import { ItemForm } from "./item-form.tsx";
import "./disclosure-staff.css";
import { disclosureWords as sw } from "../../i18n/catalogues/staff/disclosure.ts";

/** The meter: how many items are filled in and current. */
function CompletenessMeter({ value, id }: { value: Completeness; id: string }) {
  return (
    <div className="disclosure-staff__meter">
      <p id={id}>
        <strong>{t.meter(value.done, value.total)}</strong> {sw("filledInAndCurrent")}
      </p>
      <progress max={value.total} value={value.done} aria-labelledby={id} />
    </div>
  );
}

function SettingsForm({ initial, onSaved }: { initial: DisclosureSettings; onSaved: (s: DisclosureSettings) => void }) {
  const { announce } = useAdmin();
  const [s, setS] = useState(initial);
  const [alert, setAlert] = useState("");
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert("");
    try {
      const saved = await api<DisclosureSettings>(staffApiPaths.disclosure.settings, { method: "PUT", body: s });
      announce(sw("savedThePageSettings"));
      onSaved(saved);
    } catch (err) {
      setAlert(err instanceof Error ? err.message : sw("savingFailed"));
    }
  };
  return (
    <form className="disclosure-staff__item" aria-labelledby="disc-settings-title" onSubmit={submit}>
      <h2 id="disc-settings-title">{sw("aboutTheSchool")}</h2>
      <FormAlert message={alert} />
      <div className="admin-field">
        <label htmlFor="disc-settings-board">{sw("boardTheSchoolIs")}</label>
        <select
          id="disc-settings-board"
          value={s.board}
          onChange={(e) => setS({ ...s, board: e.currentTarget.value as DisclosureSettings["board"] })}
        >
          <option value="CBSE">{sw("cbse")}</option>
          <option value={sw("state")}>{sw("stateBoard")}</option>
          <option value={sw("other")}>{sw("anotherBoard")}</option>
        </select>
      </div>
      {s.board !== "CBSE" ? (
        <div className="admin-field">
          <label htmlFor="disc-settings-page">{sw("forASchoolNot")}</label>
          <select
            id="disc-settings-page"
            value={s.otherBoardPage}
            onChange={(e) =>
              setS({ ...s, otherBoardPage: e.currentTarget.value as DisclosureSettings["otherBoardPage"] })
            }
          >
            <option value="rename">{sw("showsTitledPublicDisclosure")}</option>
            <option value="off">{sw("isSwitchedOff")}</option>
          </select>
        </div>
      ) : null}
      <div className="admin-field">
        <label>
          <input
            type="checkbox"
            checked={s.hasClassXII}
            onChange={(e) => setS({ ...s, hasClassXII: e.currentTarget.checked })}
          />{" "}
          {sw("theSchoolHasClass")}
        </label>
      </div>
      <button type="submit" className="button">
        {sw("save")}
        <span className="visually-hidden"> {sw("theSettings")}</span>
      </button>
    </form>
  );
}

/** One page to fill every item of the disclosure, with the meter on top. */
export function DisclosureStaffPage({ data }: { data: DisclosureStaffData }) {
  const [meter, setMeter] = useState(data.completeness);
  const [settings, setSettings] = useState(data.settings);
  const [done, setDone] = useState(() => {
    const out: Record<string, boolean> = {};
    for (const i of applicableItems(data.settings))
      out[i.key] = isItemComplete(i, data.values[i.key], data.profile, data.today);
    return out;
  });
  const missing = new Set(meter.missing.map((m) => m.key));
  const [fromDemo, setFromDemo] = useState<ReadonlySet<string>>(() => new Set(data.fromDemo ?? []));
  const items = applicableItems(settings);
  return (
    <>
      <h1>{t.title}</h1>
      <p className="admin-page__intro">{t.intro}</p>
      <TranslateLinks
        label={translateStaffWords("translate.disclosureLinks")}
        to={(lang) => `/admin/translate/disclosure/${lang}`}
      />
      <p>
        <a href="/mandatory-public-disclosure" target="_blank" rel="noreferrer">
          {t.viewPage}
          <span className="visually-hidden"> {sw("opensInANew")}</span>
        </a>
      </p>
      <CompletenessMeter value={meter} id="disc-meter" />
      <SettingsForm
        initial={settings}
        onSaved={(s) => {
          setSettings(s);
          // The number of items changes with Class XII; the reload recounts.
          api<DisclosureStaffData>(staffApiPaths.disclosure.page).then(
            (d) => setMeter(d.completeness),
            () => undefined,
          );
        }}
      />
      {disclosureSections.map((section) => (
        <section key={section.id} aria-labelledby={`disc-section-${section.id}`} className="disclosure-staff__section">
          <h2 id={`disc-section-${section.id}`}>{section.title}</h2>
          {items
            .filter((i) => i.section === section.id)
            .map((item) => (
              <ItemForm
                key={item.key}
                item={item}
                value={data.values[item.key]}
                profile={data.profile}
                today={data.today}
                complete={done[item.key] !== undefined ? !missing.has(item.key) : false}
                fromDemo={fromDemo.has(item.key)}
                onSaved={(c) => {
                  setMeter(c);
                  setDone((d) => ({ ...d, [item.key]: true }));
                  setFromDemo((f) => new Set([...f].filter((k) => k !== item.key)));
                }}
              />
            ))}
        </section>
      ))}
    </>
  );
}
