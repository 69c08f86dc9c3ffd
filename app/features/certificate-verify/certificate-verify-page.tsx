import type { VerifyOutcome } from "../../../contract/certificate-verify.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import "./certificate-verify.css";

interface VerifyPageData {
  code: string;
  outcome: VerifyOutcome | null;
}

/** The form (a plain GET, so the slip's QR code opens the answer directly) and the answer. */
export function VerifyCertificatePage({ code, outcome }: VerifyPageData) {
  const { t, href } = useI18n();
  return (
    <div className="verify-tc">
      <form className="verify-tc__form" method="get" action={href("/verify-tc")}>
        <p>{t("verify.intro")}</p>
        <label htmlFor="verify-code">{t("verify.label")}</label>
        <input
          id="verify-code"
          name="code"
          defaultValue={code}
          required
          maxLength={64}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby="verify-hint"
        />
        <p id="verify-hint" className="verify-tc__hint">
          {t("verify.hint")}
        </p>
        <button type="submit" className="button">
          {t("verify.submit")}
        </button>
      </form>
      {outcome ? <Answer outcome={outcome} /> : null}
    </div>
  );
}

function Answer({ outcome }: { outcome: VerifyOutcome }) {
  const { t } = useI18n();
  if (outcome.status === "rate-limited") {
    return (
      <div className="verify-tc__result verify-tc__result--none" role="alert">
        <p>{t("verify.rateLimited", { minutes: Math.ceil(outcome.retryAfter / 60) })}</p>
      </div>
    );
  }
  if (outcome.status === "unknown") {
    return (
      <div className="verify-tc__result verify-tc__result--none" role="alert">
        <p>{t("verify.unknown")}</p>
      </div>
    );
  }
  const status =
    outcome.status === "valid" ? t("verify.valid") : t("verify.revoked", { date: outcome.revokedOn ?? "" });
  return (
    <section
      className={`verify-tc__result verify-tc__result--${outcome.status}`}
      aria-labelledby="verify-result-title"
      role="status"
    >
      <h2 id="verify-result-title">{status}</h2>
      <dl className="verify-tc__facts">
        <dt>{t("verify.school")}</dt>
        <dd>{outcome.school}</dd>
        <dt>{t("verify.student")}</dt>
        <dd>{outcome.studentName}</dd>
        <dt>{t("verify.admissionNo")}</dt>
        <dd>{outcome.admissionNo}</dd>
        <dt>{t("verify.issued")}</dt>
        <dd>{outcome.issuedOn}</dd>
        <dt>{t("verify.status")}</dt>
        <dd>
          {outcome.status === "valid"
            ? t("verify.statusValid")
            : t("verify.statusRevoked", { date: outcome.revokedOn ?? "" })}
        </dd>
      </dl>
    </section>
  );
}
