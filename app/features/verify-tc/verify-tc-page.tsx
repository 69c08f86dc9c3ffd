import { type VerifyOutcome, verifyText } from "../../../contract/verify-tc.ts";
import "./verify-tc.css";

export interface VerifyPageData {
  code: string;
  outcome: VerifyOutcome | null;
}

/** The form (a plain GET, so the slip's QR code opens the answer directly) and the answer. */
export function VerifyTcPage({ code, outcome }: VerifyPageData) {
  return (
    <div className="verify-tc">
      <form className="verify-tc__form" method="get" action="/verify-tc">
        <p>{verifyText.intro}</p>
        <label htmlFor="verify-code">{verifyText.label}</label>
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
          {verifyText.hint}
        </p>
        <button type="submit" className="button">
          {verifyText.submit}
        </button>
      </form>
      {outcome ? <Answer outcome={outcome} /> : null}
    </div>
  );
}

function Answer({ outcome }: { outcome: VerifyOutcome }) {
  if (outcome.status === "rate-limited") {
    return (
      <div className="verify-tc__result verify-tc__result--none" role="alert">
        <p>{verifyText.rateLimited(outcome.retryAfter)}</p>
      </div>
    );
  }
  if (outcome.status === "unknown") {
    return (
      <div className="verify-tc__result verify-tc__result--none" role="alert">
        <p>{verifyText.unknown}</p>
      </div>
    );
  }
  const status = outcome.status === "valid" ? verifyText.valid : `${verifyText.revoked} on ${outcome.revokedOn ?? ""}.`;
  return (
    <section
      className={`verify-tc__result verify-tc__result--${outcome.status}`}
      aria-labelledby="verify-result-title"
      role="status"
    >
      <h2 id="verify-result-title">{status}</h2>
      <dl className="verify-tc__facts">
        <dt>{verifyText.school}</dt>
        <dd>{outcome.school}</dd>
        <dt>{verifyText.student}</dt>
        <dd>{outcome.studentName}</dd>
        <dt>{verifyText.admissionNo}</dt>
        <dd>{outcome.admissionNo}</dd>
        <dt>{verifyText.issued}</dt>
        <dd>{outcome.issuedOn}</dd>
        <dt>{verifyText.status}</dt>
        <dd>{outcome.status === "valid" ? "Valid" : `Revoked on ${outcome.revokedOn ?? ""}`}</dd>
      </dl>
    </section>
  );
}
