/**
 * The admission enquiry form with JavaScript (spec sections 4, 5 and 7): the
 * server renders the form (app/features/enquiry/enquiry-form.tsx), which posts
 * to the page without a script. This validates in the browser with the spec's
 * messages, sends JSON to the API with an idempotency key, and shows the
 * states in the form's own error slots and live region.
 */
import {
  type EnquiryErrors,
  type EnquiryValues,
  enquiryBody,
  enquiryFieldOrder,
  enquiryMessages,
  IDEMPOTENCY_HEADER,
  newIdempotencyKey,
  validateEnquiry,
} from "../../../contract/enquiry-rules.ts";
import { valuesFromForm } from "./enquiry-values.ts";

/** A slow connection gets this long before the parent is told to try again. */
const SEND_TIMEOUT_MS = 30_000;

type Control = HTMLInputElement | HTMLSelectElement;

function pickErrors(all: Record<string, string>): EnquiryErrors {
  const out: EnquiryErrors = {};
  for (const f of enquiryFieldOrder) if (all[f]) out[f] = all[f];
  return out;
}

type Say = (english: string) => string;
type ControlOf = (field: string) => Control | null;

/**
 * The form's own words: a Marathi or Hindi form carries them (the server
 * wrote them); the checks give the spec's English, which is the key.
 */
function sayer(form: HTMLFormElement): Say {
  let words: Record<string, string> = {};
  try {
    words = JSON.parse(form.dataset.messages ?? "{}") as Record<string, string>;
  } catch {
    words = {};
  }
  return (english) => {
    const wait = /wait (\d+) seconds/.exec(english);
    if (wait && words.rateLimited) return words.rateLimited.replace("{seconds}", wait[1]);
    return words[english] ?? english;
  };
}

/** The school's own choices, as the page's selects offer them (its profile's admission settings). */
function choicesOf(control: ControlOf) {
  // The empty first choice ("Choose…") is not one of them.
  const valuesOf = (f: string) =>
    Array.from((control(f) as HTMLSelectElement | null)?.options ?? [], (o) => ({ value: o.value })).filter(
      (o) => o.value !== "",
    );
  return {
    academicYears: valuesOf("academicYear").map((o) => o.value),
    boards: valuesOf("school"),
    classes: valuesOf("class"),
  };
}

/** Empties the form for the next enquiry: selects back to the school's defaults, consent unticked. */
function resetToDefaults(control: ControlOf): void {
  for (const f of enquiryFieldOrder) {
    const el = control(f);
    if (!el || f === "consent") continue;
    el.value = el instanceof HTMLSelectElement ? (el.dataset.default ?? "") : "";
  }
  const consent = control("consent") as HTMLInputElement | null;
  if (consent) consent.checked = false;
}

/** Ties a field to its error (read first, before the field's own hints), or unties it. */
function markField(el: Control, slot: HTMLElement | null, message: string | undefined): void {
  const others = (el.getAttribute("aria-describedby") ?? "").split(/\s+/).filter((id) => id && id !== slot?.id);
  const ids = message && slot?.id ? [slot.id, ...others] : others;
  if (ids.length) el.setAttribute("aria-describedby", ids.join(" "));
  else el.removeAttribute("aria-describedby");
  if (message) el.setAttribute("aria-invalid", "true");
  else el.removeAttribute("aria-invalid");
}

/** Shows each field's error in its slot and as a link in the summary; `focus` moves to the first wrong field. */
function showErrors(form: HTMLFormElement, summary: HTMLElement, say: Say, errors: EnquiryErrors, focus: boolean) {
  const control: ControlOf = (f) => form.elements.namedItem(f) as Control | null;
  const list = summary.querySelector("ul");
  list?.replaceChildren();
  for (const f of enquiryFieldOrder) {
    const el = control(f);
    const slot = form.querySelector<HTMLElement>(`[data-error-for="${f}"]`);
    const message = errors[f] ? say(errors[f]) : undefined;
    if (slot) {
      slot.textContent = message ?? "";
      slot.hidden = !message;
    }
    if (el) markField(el, slot, message);
    if (message && list) {
      const link = document.createElement("a");
      link.href = `#${el?.id ?? ""}`;
      link.textContent = message;
      const item = document.createElement("li");
      item.append(link);
      list.append(item);
    }
  }
  summary.hidden = !list?.childElementCount;
  if (focus) {
    const first = enquiryFieldOrder.find((f) => errors[f]);
    if (first) control(first)?.focus();
  }
}

/** Shows how the sending went in the form's live region (null: clears it); `note` says why it failed. */
function showResult(status: HTMLElement, say: Say, result: "success" | "failure" | null, note = ""): void {
  if (!result) {
    status.replaceChildren();
    return;
  }
  const p = document.createElement("p");
  p.className = `enquiry__result enquiry__result--${result === "success" ? "ok" : "bad"}`;
  p.textContent = say(result === "success" ? enquiryMessages.success : enquiryMessages.failure);
  if (note) {
    const span = document.createElement("span");
    span.className = "enquiry__note";
    span.textContent = ` ${say(note)}`;
    p.append(span);
  }
  if (result !== "success") {
    status.replaceChildren(p);
    return;
  }
  // Say what happens next, and take the focus there: the form above was just cleared.
  const done = document.createElement("div");
  done.className = "enquiry__done";
  done.tabIndex = -1;
  const next = document.createElement("p");
  next.className = "enquiry__next";
  next.textContent = say(enquiryMessages.next);
  done.append(p, next);
  status.replaceChildren(done);
  done.focus();
}

/**
 * The idempotency key of the enquiry on screen, in the form's hidden field.
 * The page's HTML may come from a shared cache, so the browser makes its own
 * key when it shows the form; once a key went out, a change makes a new
 * enquiry, which needs a new key.
 */
function enquiryKey(form: HTMLFormElement, keyInput: HTMLInputElement) {
  let sent = false;
  const renew = () => {
    keyInput.value = newIdempotencyKey();
    sent = false;
  };
  renew();
  const onChange = () => {
    if (sent) renew();
  };
  form.addEventListener("input", onChange);
  form.addEventListener("change", onChange);
  /** The key, now counted as sent. */
  const take = () => {
    sent = true;
    return keyInput.value;
  };
  return { renew, take };
}

export default function enhance(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement)) return;
  const endpoint = form.dataset.endpoint;
  if (!endpoint) return;
  const control: ControlOf = (f) => form.elements.namedItem(f) as Control | null;
  const keyInput = control("idempotencyKey") as HTMLInputElement | null;
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const status = form.querySelector<HTMLElement>("[data-form-status]");
  const summary = form.querySelector<HTMLElement>("[data-error-summary]");
  if (!keyInput || !button || !status || !summary) return;
  const say = sayer(form);

  let submitting = false;
  const key = enquiryKey(form, keyInput);
  const choices = choicesOf(control);

  const setSubmitting = (on: boolean) => {
    submitting = on;
    button.disabled = on;
    button.textContent = say(on ? "Submitting..." : "Submit");
  };

  const send = async (values: EnquiryValues) => {
    const sentKey = key.take();
    let note = "";
    try {
      const res = await fetch(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json", [IDEMPOTENCY_HEADER]: sentKey },
        body: JSON.stringify({ ...enquiryBody(values), idempotencyKey: sentKey }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (res.status === 201) {
        resetToDefaults(control);
        key.renew();
        showResult(status, say, "success");
        return;
      }
      const body = (await res.json().catch(() => null)) as { message?: string; errors?: Record<string, string> } | null;
      const serverErrors = pickErrors(body?.errors ?? {});
      if (res.status === 400 && Object.keys(serverErrors).length) {
        showErrors(form, summary, say, serverErrors, true);
        return;
      }
      // The key was used for other details (a cached page): these details need a key of their own.
      if (res.status === 422) key.renew();
      if (res.status === 429 && body?.message) note = body.message;
      throw new Error(`The enquiry API answered ${res.status}`);
    } catch (err) {
      console.error("Admission enquiry failed", err);
      showResult(status, say, "failure", note);
    }
  };

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (submitting) return;
    // Read as the server reads the same form posted without JavaScript.
    const values = valuesFromForm(new FormData(form));
    const errors = validateEnquiry(values, choices);
    if (Object.keys(errors).length) {
      showResult(status, say, null);
      showErrors(form, summary, say, errors, true);
      return;
    }
    showErrors(form, summary, say, {}, false);
    showResult(status, say, null);
    setSubmitting(true);
    try {
      await send(values);
    } finally {
      setSubmitting(false);
    }
  });
}
