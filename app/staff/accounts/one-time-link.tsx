import { useId, useState } from "react";

/** A one-time link to hand over, with a copy button. */
export function OneTimeLink({ name, url }: { name: string; url: string }) {
  const id = useId();
  const [copied, setCopied] = useState("");
  // The API answers with a path; staff pass on the whole address.
  const full = new URL(url, window.location.origin).href;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(full);
      setCopied("Link copied.");
    } catch {
      setCopied("Copying is blocked here: select the link and copy it by hand.");
    }
  };
  return (
    <div className="admin-link-box">
      <p>
        <strong>Give this link to {name}.</strong> It lets them set their password; it works once and expires in 72
        hours. It is shown only now.
      </p>
      <div className="admin-field">
        <label htmlFor={id}>Set-password link for {name}</label>
        <input id={id} type="text" readOnly value={full} onFocus={(e) => e.currentTarget.select()} />
      </div>
      <button type="button" className="button button--small" onClick={copy}>
        Copy link
      </button>
      <span role="status" className="admin-link-box__copied">
        {copied}
      </span>
    </div>
  );
}
