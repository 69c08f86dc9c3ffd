import type { ReactNode } from "react";
import {
  applicableItems,
  type DisclosureItem,
  type DisclosurePageData,
  type DocumentItem,
  type DocumentValue,
  disclosureSections,
  documentStatus,
  type FieldDef,
  type FieldsItem,
  type FieldValues,
  type FileValue,
  formatDmy,
  passPercent,
  type TableItem,
  type TableValue,
} from "../../../contract/disclosure-items.ts";
import { fileUrl } from "../../components/ui/responsive-image.tsx";
import { type MessageKey, type Translate, useI18n } from "../../i18n/i18n-context.tsx";
import { EnglishTexts, NoteFor, SchoolText } from "./disclosure-english.tsx";
import { inReadersLanguage } from "./disclosure-labels.ts";
import "./disclosure.css";

/** The sections' headings (Appendix IX order) in the reader's language. */
const sectionKeys: Record<string, MessageKey> = {
  A: "disclosure.section.A",
  B: "disclosure.section.B",
  C: "disclosure.section.C",
  D: "disclosure.section.D",
  E: "disclosure.section.E",
  R: "disclosure.section.R",
};

function PdfLink({ file, label }: { file: string; label: string }) {
  const { t } = useI18n();
  return (
    <a href={fileUrl(file)} className="disclosure__pdf" type="application/pdf">
      <span>{label}</span>
      <span className="disclosure__pdf-kind"> {t("disclosure.pdf")}</span>
    </a>
  );
}
const pdfLink = (file: string, label: string) => <PdfLink file={file} label={label} />;

function fieldText(f: FieldDef, v: string | undefined): ReactNode {
  if (!v) return null;
  if (f.type === "url") return <a href={v}>{v}</a>;
  if (f.type === "file") return pdfLink(v, f.label);
  return f.unit ? `${v} ${f.unit}` : v;
}

/** "PGT: 12, TGT: 18" or the single value. */
function fieldsDetail(item: FieldsItem, v: FieldValues | undefined, t: Translate): ReactNode {
  const shown = item.fields.filter((f) => v?.[f.name]);
  if (!shown.length) return <span className="disclosure__missing">{t("disclosure.notGiven")}</span>;
  const only = item.fields[0];
  if (item.fields.length === 1)
    return <SchoolText at={`${item.key}.${only.name}`}>{fieldText(only, v?.[only.name])}</SchoolText>;
  return (
    <ul className="disclosure__parts">
      {shown.map((f) => (
        <li key={f.name}>
          {f.label}: <SchoolText at={`${item.key}.${f.name}`}>{fieldText(f, v?.[f.name])}</SchoolText>
        </li>
      ))}
    </ul>
  );
}

/**
 * A disclosure table, its caption for screen readers; `numbered` puts an
 * "S. No." column first. On a phone a wide table scrolls sideways inside its
 * box; the box takes focus so keyboard users can scroll it too.
 */
function DisclosureTable({
  caption,
  numbered,
  columns,
  children,
}: {
  caption: string;
  numbered?: boolean;
  columns: string[];
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1)
    <div className="table-wrap" tabIndex={0} data-label={caption}>
      <table className="disclosure__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {numbered ? (
              <th scope="col" className="disclosure__no">
                {t("disclosure.no")}
              </th>
            ) : null}
            {columns.map((c) => (
              <th scope="col" key={c}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function InfoTable({ caption, rows }: { caption: string; rows: { key: string; label: string; detail: ReactNode }[] }) {
  const { t } = useI18n();
  return (
    <DisclosureTable caption={caption} numbered columns={[t("disclosure.information"), t("disclosure.details")]}>
      {rows.map((r, i) => (
        <tr key={r.key} data-item={r.key}>
          <td className="disclosure__no">{i + 1}</td>
          <th scope="row">{r.label}</th>
          <td>{r.detail}</td>
        </tr>
      ))}
    </DisclosureTable>
  );
}

function DocumentsTable({ items, data }: { items: DocumentItem[]; data: DisclosurePageData }) {
  const { t } = useI18n();
  return (
    <DisclosureTable
      caption={t("disclosure.documents")}
      numbered
      columns={[t("disclosure.document"), t("disclosure.issuedOn"), t("disclosure.validity"), t("disclosure.copy")]}
    >
      {items.map((item, i) => {
        const v = data.values[item.key] as DocumentValue | undefined;
        const status = documentStatus(v, data.today);
        const expired = status === "expired";
        return (
          <tr key={item.key} data-item={item.key} className={expired ? "disclosure__expired" : undefined}>
            <td className="disclosure__no">{i + 1}</td>
            <th scope="row">{item.label}</th>
            <td>{v?.file ? formatDmy(v.issueDate) : ""}</td>
            <td>
              {!v?.file ? (
                <span className="disclosure__missing">{t("disclosure.notUploaded")}</span>
              ) : expired ? (
                <strong className="disclosure__badge disclosure__badge--expired">
                  {t("disclosure.expiredOn", { date: formatDmy(v.validUntil) })}
                </strong>
              ) : v.validUntil ? (
                t("disclosure.validUntil", { date: formatDmy(v.validUntil) })
              ) : (
                t("disclosure.noExpiry")
              )}
            </td>
            <td>
              {v?.file
                ? pdfLink(v.file, expired ? t("disclosure.expiredCopy", { label: item.label }) : item.label)
                : null}
            </td>
          </tr>
        );
      })}
    </DisclosureTable>
  );
}

function RowsTable({ item, value }: { item: TableItem; value: TableValue | undefined }) {
  const rows = value?.rows ?? [];
  const { t } = useI18n();
  return (
    <>
      {rows.length === 0 ? (
        <p className="disclosure__missing">{t("disclosure.notGiven")}</p>
      ) : (
        <DisclosureTable
          caption={item.label}
          columns={[...item.columns.map((c) => c.label), ...(item.passPercent ? [t("disclosure.passPercentage")] : [])]}
        >
          {rows.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id and are never reordered here
            <tr key={i}>
              {item.columns.map((c, ci) =>
                ci === 0 ? (
                  <th scope="row" key={c.name}>
                    <SchoolText at={`${item.key}.${i}.${c.name}`}>{fieldText(c, r[c.name])}</SchoolText>
                  </th>
                ) : (
                  <td key={c.name}>
                    {c.type === "file" && r[c.name] ? (
                      pdfLink(r[c.name], `${item.label} ${r.year ?? ""}`.trim())
                    ) : (
                      <SchoolText at={`${item.key}.${i}.${c.name}`}>{fieldText(c, r[c.name])}</SchoolText>
                    )}
                  </td>
                ),
              )}
              {item.passPercent ? (
                <td>{passPercent(r.registered, r.passed) && `${passPercent(r.registered, r.passed)}%`}</td>
              ) : null}
            </tr>
          ))}
        </DisclosureTable>
      )}
      <NoteFor prefixes={[item.key]} />
      {value?.file ? <p>{pdfLink(value.file, item.label)}</p> : null}
    </>
  );
}

function SectionC({ items, data }: { items: DisclosureItem[]; data: DisclosurePageData }) {
  const { t } = useI18n();
  return (
    <>
      {items.map((item) => (
        <div key={item.key} className="disclosure__item" data-item={item.key}>
          <h3>{item.label}</h3>
          {item.kind === "table" ? (
            <RowsTable item={item} value={data.values[item.key] as TableValue | undefined} />
          ) : item.kind === "file" ? (
            (data.values[item.key] as FileValue | undefined)?.file ? (
              <p>{pdfLink((data.values[item.key] as FileValue).file, item.label)}</p>
            ) : (
              <p className="disclosure__missing">{t("disclosure.notUploaded")}</p>
            )
          ) : null}
        </div>
      ))}
    </>
  );
}

/** The disclosure in Appendix IX order: sections A–E, then the annual reports. */
export function DisclosurePage({ data }: { data: DisclosurePageData }) {
  const { t } = useI18n();
  const items = applicableItems(data.settings).map((item) => inReadersLanguage(t, item));
  return (
    <EnglishTexts.Provider value={data.english ?? []}>
      <div className="disclosure">
        <p className="disclosure__intro">{t("disclosure.intro")}</p>
        <p className="disclosure__asof">
          {t("disclosure.asOn", { date: formatDmy(data.today) })}{" "}
          <span className="disclosure__print-hint">{t("disclosure.printHint")}</span>
        </p>
        {disclosureSections.map((section) => {
          const inSection = items.filter((i) => i.section === section.id);
          const id = `disclosure-${section.id.toLowerCase()}`;
          return (
            <section key={section.id} aria-labelledby={id} className="disclosure__section">
              <h2 id={id}>{t(sectionKeys[section.id])}</h2>
              {section.id === "B" ? (
                <DocumentsTable items={inSection.filter((i): i is DocumentItem => i.kind === "document")} data={data} />
              ) : section.id === "C" ? (
                <SectionC items={inSection} data={data} />
              ) : section.id === "R" ? (
                inSection.map((item) =>
                  item.kind === "table" ? (
                    <RowsTable key={item.key} item={item} value={data.values[item.key] as TableValue | undefined} />
                  ) : null,
                )
              ) : (
                <InfoTable
                  caption={t(sectionKeys[section.id])}
                  rows={inSection.map((item) => ({
                    key: item.key,
                    label: item.label,
                    detail:
                      item.kind === "profile"
                        ? data.profile[item.field] || (
                            <span className="disclosure__missing">{t("disclosure.notGiven")}</span>
                          )
                        : item.kind === "fields"
                          ? fieldsDetail(item, data.values[item.key] as FieldValues | undefined, t)
                          : null,
                  }))}
                />
              )}
              {section.id === "C" || section.id === "R" ? null : <NoteFor prefixes={inSection.map((i) => i.key)} />}
            </section>
          );
        })}
      </div>
    </EnglishTexts.Provider>
  );
}
