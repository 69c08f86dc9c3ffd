import { certificateFileName } from "../../../contract/enquiry-rules.ts";
import { useSchool } from "../../components/layout/school-context.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { CertificateActionData } from "./certificate-action.ts";
import "./certificate.css";

const SAMPLE_PDF = "/api/image/samples/tc-sample.pdf";
const TC_FIELDS = ["admission", "name"] as const;
const labels = { admission: "tc.label.admission", name: "tc.label.name" } as const;

/**
 * Transfer certificate lookup (spec sections 4, 5 and 8) as server markup.
 * Without JavaScript the page's action answers with `initial` (a message, or
 * a short-lived download link); app/features/certificate/certificate-form.enhance.ts looks the student up
 * through the API and downloads the certificate at once, named after the admission number.
 */
export function CertificateForm({ school, initial }: { school: string; initial?: CertificateActionData }) {
  const kept = initial && initial.status !== "found" ? initial : null;
  const message = kept?.status ?? null;
  const file = initial?.status === "found" ? certificateFileName(initial.admission) : "tc.jpg";
  const link = initial?.status === "found" ? `/api/image/${initial.data}?file=${encodeURIComponent(file)}` : null;
  const office = useSchool().phones[0]?.display ?? "";
  const { t, href } = useI18n();
  const noMatch = t("tc.error.noMatch", { phone: office });
  const texts = { empty: t("tc.error.empty"), failed: t("tc.error.failed"), "no-match": noMatch };
  const text = message ? texts[message] : "";
  const invalid = (value: string) => (message === "empty" && !value.trim() ? true : undefined);

  return (
    <div className="tc">
      <form
        className="tc__form"
        method="post"
        action={href("/tc")}
        noValidate
        data-tc-form=""
        data-endpoint={`/api/tc/${encodeURIComponent(school)}`}
        data-no-match={noMatch}
        data-empty={t("tc.error.empty")}
        data-failed={t("tc.error.failed")}
        data-download={t("tc.error.download")}
        data-submit={t("tc.submit")}
        data-searching={t("tc.searching")}
        data-downloaded={t("tc.downloaded", { file: "{file}" })}
      >
        <p>{t("tc.intro")}</p>
        {TC_FIELDS.map((name) => (
          <div className="tc__field" key={name}>
            <label htmlFor={`tc-${name}`}>{t(labels[name])}</label>
            <input
              id={`tc-${name}`}
              name={name}
              defaultValue={kept?.[name] ?? ""}
              required
              autoComplete="off"
              aria-invalid={invalid(kept?.[name] ?? "")}
              aria-describedby={message ? "tc-message" : undefined}
            />
          </div>
        ))}
        <button type="submit" className="button">
          {t("tc.submit")}
        </button>
        <div className="tc__status" role="alert">
          {/* Always present (hidden while empty), so the script fills the same place the server does. */}
          <p id="tc-message" className="tc__error" hidden={!message}>
            {text}
          </p>
        </div>
        <div role="status" data-form-status="">
          {link ? (
            <p className="tc__ok">
              {t("tc.ready")}{" "}
              <a href={link} download={file}>
                {t("tc.readyLink", { file })}
              </a>{" "}
              ({t("tc.readyNote")})
            </p>
          ) : null}
        </div>
      </form>
      <CertificateSample />
    </div>
  );
}

/** The sample certificate beside the form: a preview where there is room for it, and a link. */
function CertificateSample() {
  const { t } = useI18n();
  return (
    <section className="tc__sample" aria-labelledby="tc-sample-title">
      <h2 id="tc-sample-title">{t("tc.sample.heading")}</h2>
      {/* Phones cannot show a PDF inside a page (Chrome on Android offers a download instead), and a
        desktop PDF viewer is heavy: app/features/certificate/pdf-preview.enhance.ts adds the preview where the form has it
        beside it (900 px and wider). Without JavaScript the preview is always there. */}
      <div
        className="tc__preview-slot"
        data-pdf-preview={`${SAMPLE_PDF}#toolbar=0`}
        data-title={t("tc.sample.frameTitle")}
      >
        <noscript>
          <iframe
            className="tc__preview"
            title={t("tc.sample.frameTitle")}
            src={`${SAMPLE_PDF}#toolbar=0`}
            height={500}
            loading="lazy"
          />
        </noscript>
      </div>
      <p>
        <a href={SAMPLE_PDF} target="_blank" rel="noopener">
          {t("tc.sample.link")}
          <span className="visually-hidden"> {t("layout.newTab")}</span>
        </a>
      </p>
    </section>
  );
}
