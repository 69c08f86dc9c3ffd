import { type FormEvent, useState } from "react";
import { tcMessages } from "../../../contract/enquiry.ts";
import type { TcActionData } from "./tc-action.ts";
import { downloadCertificate } from "./tc-download.ts";
import { tcText } from "./tc-text.ts";
import "./tc.css";

export const SAMPLE_PDF = "/api/image/samples/tc-sample.pdf";

type Message = "empty" | "failed" | null;

/**
 * Transfer certificate lookup (spec sections 4, 5 and 8). With JavaScript the
 * certificate downloads at once as tc.jpg; without, the page's action answers
 * with a short-lived download link.
 */
export function TcForm({ school, initial }: { school: string; initial?: TcActionData }) {
  const kept = initial && initial.status !== "found" ? initial : null;
  const [admission, setAdmission] = useState(kept?.admission ?? "");
  const [name, setName] = useState(kept?.name ?? "");
  const [message, setMessage] = useState<Message>(kept?.status ?? null);
  const [busy, setBusy] = useState(false);
  const [downloaded, setDownloaded] = useState(false);
  const link = initial?.status === "found" ? `/api/image/${initial.data}` : null;

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    setDownloaded(false);
    if (!admission.trim() || !name.trim()) {
      setMessage("empty");
      return;
    }
    setMessage(null);
    setBusy(true);
    let path: string;
    try {
      const res = await fetch(`/api/tc/${encodeURIComponent(school)}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name, admission }),
      });
      if (!res.ok) throw new Error(`The lookup answered ${res.status}`);
      const body = (await res.json()) as { data?: unknown };
      if (typeof body.data !== "string") throw new Error("The lookup answered without data");
      path = body.data;
    } catch (err) {
      console.error("Transfer certificate lookup failed", err);
      setMessage("failed");
      setBusy(false);
      return;
    }
    try {
      await downloadCertificate(path);
      setDownloaded(true);
    } catch (err) {
      console.error("Transfer certificate download failed", err);
      window.alert(tcMessages.download);
    } finally {
      setBusy(false);
    }
  };

  const invalid = (value: string) => (message === "empty" && !value.trim() ? true : undefined);

  return (
    <div className="tc">
      <form className="tc__form" method="post" action="/tc" noValidate onSubmit={onSubmit}>
        <p>{tcText.intro}</p>
        <div className="tc__field">
          <label htmlFor="tc-admission">{tcText.labels.admission}</label>
          <input
            id="tc-admission"
            name="admission"
            value={admission}
            onChange={(e) => {
              setAdmission(e.currentTarget.value);
              setMessage(null);
            }}
            required
            autoComplete="off"
            aria-invalid={invalid(admission)}
            aria-describedby={message ? "tc-message" : undefined}
          />
        </div>
        <div className="tc__field">
          <label htmlFor="tc-name">{tcText.labels.name}</label>
          <input
            id="tc-name"
            name="name"
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setMessage(null);
            }}
            required
            autoComplete="off"
            aria-invalid={invalid(name)}
            aria-describedby={message ? "tc-message" : undefined}
          />
        </div>
        <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
          {tcText.submit}
        </button>
        <div className="tc__status" role="alert">
          {message ? (
            <p id="tc-message" className="tc__error">
              {message === "empty" ? tcMessages.empty : tcMessages.failed}
            </p>
          ) : null}
        </div>
        <div role="status">
          {downloaded ? <p className="tc__ok">{tcText.downloaded}</p> : null}
          {link ? (
            <p className="tc__ok">
              {tcText.ready}{" "}
              <a href={link} download="tc.jpg">
                {tcText.readyLink}
              </a>{" "}
              ({tcText.readyNote})
            </p>
          ) : null}
        </div>
      </form>
      <section className="tc__sample" aria-labelledby="tc-sample-title">
        <h2 id="tc-sample-title">{tcText.sample.heading}</h2>
        <iframe
          className="tc__preview"
          title={tcText.sample.frameTitle}
          src={`${SAMPLE_PDF}#toolbar=0`}
          height={500}
          loading="lazy"
        />
        <p>
          <a href={SAMPLE_PDF} target="_blank" rel="noopener">
            {tcText.sample.link}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </section>
    </div>
  );
}
