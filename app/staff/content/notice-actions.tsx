import { useId, useRef, useState } from "react";
import { formatDate } from "../../../contract/dates.ts";
import { isNoticeKind, whatsAppLink, whatsAppText } from "../../../contract/notices.ts";
import { staffApiPath, staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { contentNoticeActionsWords as sw } from "../../i18n/catalogues/staff/content-notice-actions.ts";
import { DangerButton } from "../kit/danger-button.tsx";
import { useAdmin } from "../shell/admin-shell.tsx";
import { ApiError, api } from "../shell/api.ts";
import type { KindDef } from "./content-fields.ts";
import { itemDate, itemTitle, type StaffItem } from "./content-values.ts";

/** The WhatsApp message of a notice: its title, date, first lines and full address. */
function noticeMessage(def: KindDef, item: StaffItem, origin: string): string {
  const date = itemDate(def, item);
  return whatsAppText({
    title: itemTitle(def, item),
    date: date ? (formatDate(date, "en-IN-long") ?? "") : "",
    text: String(item.description ?? item.text ?? ""),
    url: `${origin}${def.publicPage(item._id)}`,
  });
}

/**
 * A published notice's buttons in the staff list (issue 30): the message for
 * class WhatsApp groups (copied, or opened in WhatsApp), and Withdraw.
 */
export function NoticeActions({ def, item, onChanged }: { def: KindDef; item: StaffItem; onChanged: () => void }) {
  const { announce } = useAdmin();
  const [asking, setAsking] = useState(false);
  if (!isNoticeKind(def.kind) || item.status !== "published") return null;
  const name = itemTitle(def, item);
  const message = () => noticeMessage(def, item, location.origin);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message());
      announce(sw("copiedTheWhatsappMessage", { name }));
    } catch {
      announce(sw("copyingDidNotWork"));
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button--small button--ghost"
        aria-label={sw("copyForWhatsapp", { name })}
        onClick={copy}
      >
        {sw("copyForWhatsapp2")}
      </button>
      <a
        className="button button--small button--ghost"
        // Made when clicked, so the address is this site's own.
        href={whatsAppLink(noticeMessage(def, item, ""))}
        onClick={(e) => {
          e.currentTarget.href = whatsAppLink(message());
        }}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={sw("sendOnWhatsappOpens", { name })}
      >
        {sw("sendOnWhatsapp")}
      </a>
      <DangerButton label={sw("withdraw3", { name })} onClick={() => setAsking(true)}>
        {sw("withdraw")}
      </DangerButton>
      {asking ? (
        <WithdrawDialog
          def={def}
          item={item}
          onClose={async (done) => {
            setAsking(false);
            if (done) {
              announce(sw("withdrewItsAddressNow", { name }));
              onChanged();
            }
          }}
        />
      ) : null}
    </>
  );
}

/** Asks before withdrawing, and which published notice replaces it (optional). */
function WithdrawDialog({ def, item, onClose }: { def: KindDef; item: StaffItem; onClose: (done: boolean) => void }) {
  const id = useId();
  const [error, setError] = useState("");
  const [choices, setChoices] = useState<StaffItem[] | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const name = itemTitle(def, item);
  const open = (el: HTMLDialogElement | null) => {
    dialog.current = el;
    if (el && !el.open) {
      if (typeof el.showModal === "function") el.showModal();
      else el.setAttribute("open", "");
      if (choices === null) {
        api<{ items: StaffItem[] }>(`${staffApiPath(staffApiPaths.content.list, def)}?status=published&pageSize=100`)
          .then((r) => setChoices(r.items.filter((i) => i._id !== item._id)))
          .catch(() => setChoices([]));
      }
    }
  };
  const submit = async (form: HTMLFormElement) => {
    const replacement = String(new FormData(form).get("replacedBy") ?? "");
    try {
      await api(staffApiPath(staffApiPaths.content.withdraw, { kind: def.kind, id: item._id }), {
        method: "POST",
        body: { replacedBy: replacement ? def.publicPage(replacement) : null },
      });
      dialog.current?.close?.();
      onClose(true);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : sw("withdrawingFailedPleaseTry"));
    }
  };
  return (
    <dialog
      ref={open}
      className="admin-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        dialog.current?.close?.();
        onClose(false);
      }}
    >
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          void submit(e.currentTarget);
        }}
      >
        <h2 id={`${id}-title`}>{sw("withdrawWhat", { name })}</h2>
        <p>{sw("itLeavesTheWebsite")}</p>
        <ReplacementChoice id={`${id}-replacement`} def={def} choices={choices ?? []} />
        {error ? (
          <p className="admin-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="admin-actions">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              dialog.current?.close?.();
              onClose(false);
            }}
          >
            {sw("cancel")}
          </button>
          <button type="submit" className="button admin-button--danger-solid">
            {sw("withdraw")}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** The published notices of the kind that may replace the one withdrawn. */
function ReplacementChoice({ id, def, choices }: { id: string; def: KindDef; choices: StaffItem[] }) {
  return (
    <>
      <label htmlFor={id}>{sw("replacedByOptional")}</label>
      <select id={id} name="replacedBy" defaultValue="">
        <option value="">{sw("nothingReplacesIt")}</option>
        {choices.map((c) => (
          <option key={c._id} value={c._id}>
            {itemTitle(def, c)}
          </option>
        ))}
      </select>
    </>
  );
}
