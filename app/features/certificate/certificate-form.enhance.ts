/**
 * The transfer certificate lookup with JavaScript (spec sections 4, 5 and 8):
 * the server renders the form (app/features/certificate/certificate-form.tsx), which posts to
 * the page without a script and then offers a download link. This checks the
 * fields, looks the student up through the API and downloads the certificate
 * at once, named after the admission number.
 */
import {
  certificateFieldsFilled,
  certificateFileName,
  certificatePageMessages,
} from "../../../contract/enquiry-rules.ts";

/** Fetches a certificate path from the lookup and saves it under the given file name. */
async function downloadCertificate(path: string, file: string): Promise<void> {
  const res = await fetch(`/api/image/${path}`);
  if (!res.ok) throw new Error(`The certificate answered ${res.status}`);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = file;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; give slow devices a moment.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * Looks the student up: the certificate's path, or null when no student has these details.
 * Too many tries and real failures throw, and keep the spec's "try again later".
 */
async function lookUp(endpoint: string, name: string, admission: string): Promise<string | null> {
  const res = await fetch(endpoint, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, admission }),
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`The lookup answered ${res.status}`);
  const body = (await res.json()) as { data?: unknown };
  if (typeof body.data !== "string") throw new Error("The lookup answered without data");
  return body.data;
}

/** Says in the form's status that the certificate was saved as `file`; with no file, takes that back. */
function showDownloaded(status: HTMLElement, words: DOMStringMap, file?: string): void {
  status.querySelector("[data-tc-downloaded]")?.remove();
  if (file === undefined) return;
  const p = document.createElement("p");
  p.className = "tc__ok";
  p.dataset.tcDownloaded = "";
  p.textContent = (words.downloaded ?? "{file}").replace("{file}", file);
  status.append(p);
}

type Message = "empty" | "failed" | "no-match";

/**
 * Shows a message in the form's slot (none: clears it), tied to the fields it
 * is about; "empty" marks the fields left empty as invalid.
 */
function showMessage(slot: HTMLElement, fields: HTMLInputElement[], message: Message | null, text: string): void {
  slot.textContent = message ? text : "";
  slot.hidden = !message;
  for (const field of fields) {
    if (message) field.setAttribute("aria-describedby", slot.id);
    else field.removeAttribute("aria-describedby");
    if (message === "empty" && !field.value.trim()) field.setAttribute("aria-invalid", "true");
    else field.removeAttribute("aria-invalid");
  }
}

export default function enhance(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement)) return;
  const endpoint = form.dataset.endpoint;
  const admission = form.elements.namedItem("admission");
  const name = form.elements.namedItem("name");
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const slot = form.querySelector<HTMLElement>("#tc-message");
  const status = form.querySelector<HTMLElement>("[data-form-status]");
  if (!endpoint || !(admission instanceof HTMLInputElement) || !(name instanceof HTMLInputElement)) return;
  if (!button || !slot || !status) return;
  const fields = [admission, name];
  // The page's words, in its language (app/features/certificate/certificate-form.tsx writes them).
  const words = form.dataset;
  const messages = {
    empty: words.empty ?? certificatePageMessages.empty,
    failed: words.failed ?? certificatePageMessages.failed,
    "no-match": words.noMatch ?? certificatePageMessages.failed,
    download: words.download ?? certificatePageMessages.download,
  };
  let busy = false;

  const say = (message: Message | null) => showMessage(slot, fields, message, message ? messages[message] : "");

  const setBusy = (on: boolean) => {
    busy = on;
    button.disabled = on;
    button.textContent = (on ? words.searching : words.submit) ?? "";
    if (on) button.setAttribute("aria-busy", "true");
    else button.removeAttribute("aria-busy");
  };

  for (const field of fields) field.addEventListener("input", () => say(null));

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (busy) return;
    showDownloaded(status, words);
    if (!certificateFieldsFilled({ admission: admission.value, name: name.value })) {
      say("empty");
      return;
    }
    say(null);
    setBusy(true);
    try {
      let path: string | null;
      try {
        path = await lookUp(endpoint, name.value, admission.value);
      } catch (err) {
        console.error("Transfer certificate lookup failed", err);
        say("failed");
        return;
      }
      // No match gets its own message.
      if (path === null) {
        say("no-match");
        return;
      }
      try {
        const file = certificateFileName(admission.value);
        await downloadCertificate(path, file);
        showDownloaded(status, words, file);
      } catch (err) {
        console.error("Transfer certificate download failed", err);
        window.alert(messages.download);
      }
    } finally {
      setBusy(false);
    }
  });
}
