import { useState } from "react";
import { pagesWords as sw } from "../../i18n/catalogues/staff/pages.ts";
import { scheduleLines } from "../kit/schedule-fields.tsx";
import { DraftForm } from "./draft-form.tsx";
import { pagesText, siteAddress, whenIst } from "./pages-text.ts";
import { type EditorData, type Notice, Revisions } from "./revisions.tsx";
import { TranslateLinks } from "./translate-links.tsx";

/** Staff block editor of one page: the draft's title, description and parts; save, publish, preview, restore. */
export function PageEditor({ data }: { data: EditorData }) {
  const [notice, setNotice] = useState<Notice>(null);
  return (
    <>
      <h1>
        {pagesText.edit}: {data.page.draft.title}
      </h1>
      <p>
        {sw("address")} <a href={siteAddress(data.page.slug)}>{siteAddress(data.page.slug)}</a> ·{" "}
        {data.page.published
          ? data.page.hasDraft
            ? pagesText.statusDraft
            : pagesText.statusPublished
          : pagesText.statusNew}
        {data.page.updatedBy ? (
          <> · {sw("lastChangedBy", { name: data.page.updatedBy, when: whenIst(data.page.updatedAt) })}</>
        ) : (
          ""
        )}
      </p>
      <PageApproval approval={data.approval} />
      {scheduleLines(data.page).map((line) => (
        <p key={line} className="admin-notice">
          {line}
        </p>
      ))}
      {data.page.slug === "home" ? <p className="admin-field__help">{pagesText.homeHelp}</p> : null}
      {data.page.published ? <TranslateLinks slug={data.page.slug} /> : null}
      <div role="status" aria-live="polite">
        {notice?.kind === "ok" ? <p className="admin-notice">{notice.text}</p> : null}
      </div>
      <div role="alert">
        {notice?.kind === "error" ? (
          <div className="admin-alert">
            <p>{notice.text}</p>
            {notice.details?.length ? (
              <ul>
                {notice.details.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
      <DraftForm
        key={`${data.page.slug}-${data.page.version}`}
        page={data.page}
        onNotice={setNotice}
        needsApproval={data.needsApproval}
      />
      <Revisions data={data} onNotice={setNotice} />
    </>
  );
}

/** The page's change waiting for approval, or sent back with the approver's comment (issue 31). */
function PageApproval({ approval }: { approval: EditorData["approval"] }) {
  if (!approval) return null;
  const sentBack = approval.state === "sentBack";
  return (
    <section className="admin-panel admin-approval" aria-label={pagesText.waiting}>
      <p>
        <span className={`admin-badge admin-badge--${approval.state}`}>
          {sentBack ? pagesText.sentBack : pagesText.waiting}
        </span>{" "}
        {whenIst(approval.sentAt)}
      </p>
      {sentBack && approval.comment ? (
        <p className="admin-approval__comment">
          <strong>{pagesText.approverWrote}</strong> {approval.comment}
        </p>
      ) : null}
    </section>
  );
}
