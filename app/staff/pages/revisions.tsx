import { useRevalidator } from "react-router";
import type { PageRevisionView, StaffPage } from "../../../contract/pages.ts";
import { staffApiPath, staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { pagesWords as sw } from "../../i18n/catalogues/staff/pages.ts";
import { ScrollBox } from "../kit/scroll-box.tsx";
import { TableHead } from "../kit/table-head.tsx";
import { api } from "../shell/api.ts";
import { actionNames, pagesText, whenIst } from "./pages-text.ts";

export interface EditorData {
  page: StaffPage;
  revisions: PageRevisionView[];
  /** Issue 31: the page's change waiting for approval or sent back, and whether this user's publishing waits. */
  approval?: { state: string; comment: string; sentAt: string } | null;
  needsApproval?: boolean;
}

export type Notice = { kind: "ok" | "error"; text: string; details?: string[] } | null;

/** The page's earlier versions, newest first; any but the current one can be put back. */
export function Revisions({ data, onNotice }: { data: EditorData; onNotice: (n: Notice) => void }) {
  const revalidator = useRevalidator();
  const restore = async (id: number) => {
    try {
      await api(staffApiPath(staffApiPaths.pages.restore, { slug: data.page.slug, id }), {
        method: "POST",
        body: { version: data.page.version },
      });
      onNotice({ kind: "ok", text: data.needsApproval ? pagesText.restoredForApproval : pagesText.restored });
      await revalidator.revalidate();
    } catch (e) {
      onNotice({ kind: "error", text: (e as Error).message });
    }
  };
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading">{pagesText.history}</h2>
      {/* A long history's titles made the page wider than a phone: the table scrolls in its own box. */}
      <ScrollBox label={pagesText.history}>
        <table className="admin-table">
          <TableHead columns={[sw("when"), sw("who"), sw("what")]} hidden={sw("actions")} />
          <tbody>
            {data.revisions.map((r, i) => (
              <tr key={r.id}>
                <td>{whenIst(r.at)}</td>
                <td>{r.by ?? "—"}</td>
                <td>
                  {actionNames[r.action] ?? r.action}: {r.title}
                </td>
                <td>
                  {i === 0 ? (
                    sw("current")
                  ) : (
                    <button type="button" className="button button--small" onClick={() => void restore(r.id)}>
                      {pagesText.restore}
                      <span className="visually-hidden">: {whenIst(r.at)}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </section>
  );
}
