import { useId, useState } from "react";
import { accountsWords as sw } from "../../i18n/catalogues/staff/accounts.ts";

/** A one-time link to hand over, with a copy button. */
export function OneTimeLink({ name, url }: { name: string; url: string }) {
  const id = useId();
  const [copied, setCopied] = useState("");
  // The API answers with a path; staff pass on the whole address.
  const full = new URL(url, window.location.origin).href;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(full);
      setCopied(sw("linkCopied"));
    } catch {
      setCopied(sw("copyingIsBlockedHere"));
    }
  };
  return (
    <div className="admin-link-box">
      <p>
        <strong>{sw("giveThisLinkTo", { name })}</strong> {sw("itLetsThemSet")}
      </p>
      <div className="admin-field">
        <label htmlFor={id}>{sw("setPasswordLinkFor", { name })}</label>
        <input id={id} type="text" readOnly value={full} onFocus={(e) => e.currentTarget.select()} />
      </div>
      <button type="button" className="button button--small" onClick={copy}>
        {sw("copyLink")}
      </button>
      <span role="status" className="admin-link-box__copied">
        {copied}
      </span>
    </div>
  );
}
