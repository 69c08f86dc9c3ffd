import { Link } from "react-router";
import type { ContentKind } from "../../../contract/content-rules.ts";
import type { StaffUserView, WeeklyCount } from "../../../contract/staff.ts";
import { staffApiPath, staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { can } from "../../../contract/staff-rules.ts";
import { dashboardWords as sw } from "../../i18n/catalogues/staff/dashboard.ts";
import { approvalsText } from "../content/approvals/approvals-text.ts";
import { addHeading, kindDefs, kindOrder } from "../content/content-fields.ts";
import { DisclosureWarningsPanel } from "../disclosure/warnings-panel.tsx";
import { ScrollBox } from "../kit/scroll-box.tsx";
import { TableHead } from "../kit/table-head.tsx";
import { AdmissionSeason } from "../kit/weekly-chart.tsx";
import { GettingStartedPanel } from "../school-profile/getting-started-panel.tsx";
import { api } from "../shell/api.ts";
import { roleLabels } from "../shell/permissions.ts";

/** A button to a usual job. */
function Shortcut({ to, children }: { to: string; children: string }) {
  return (
    <li>
      <Link className="button" to={to}>
        {children}
      </Link>
    </li>
  );
}

interface DashboardData {
  /** Per kind: how many items, or null when the count could not be read. */
  content: Partial<Record<ContentKind, number | null>> | null;
  enquiries: { total: number; fresh: number } | null;
  weekly: WeeklyCount[] | null;
  certificates: number | null;
  accounts: number | null;
  /** Approvers: changes waiting for them (issue 31), or null. */
  waiting: number | null;
}

const count = async (path: string, pick: (body: unknown) => number): Promise<number | null> => {
  try {
    return pick(await api<unknown>(path));
  } catch {
    return null;
  }
};
const lengthOf = (b: unknown) => (Array.isArray(b) ? b.length : 0);

/** What the signed-in role may see, read in parallel; a part that fails shows as a dash. */
export async function loadDashboard(user: StaffUserView): Promise<DashboardData> {
  const role = user.role;
  const [content, enquiries, weekly, certificates, accounts, waiting] = await Promise.all([
    can(role, "content")
      ? Promise.all(
          kindOrder.map(
            async (k) =>
              [
                k,
                await count(
                  `${staffApiPath(staffApiPaths.content.list, { kind: k })}?pageSize=1`,
                  (b) => (b as { total: number }).total,
                ),
              ] as const,
          ),
        ).then((pairs) => Object.fromEntries(pairs))
      : null,
    can(role, "enquiries")
      ? api<{ status: string }[]>(staffApiPaths.enquiries.list).then(
          (list) => ({ total: list.length, fresh: list.filter((e) => e.status === "new").length }),
          () => null,
        )
      : null,
    can(role, "enquiries") ? api<WeeklyCount[]>(`${staffApiPaths.enquiries.weekly}?weeks=26`).catch(() => null) : null,
    can(role, "certificates") ? count(staffApiPaths.certificates.list, lengthOf) : null,
    can(role, "accounts") ? count(staffApiPaths.accounts.list, lengthOf) : null,
    can(role, "approve") ? count(staffApiPaths.approvals.list, (b) => (b as { total: number }).total) : null,
  ]);
  return { content, enquiries, weekly, certificates, accounts, waiting };
}

const show = (n: number | null | undefined) => (n === null || n === undefined ? "—" : String(n));

export function Dashboard({ user, data }: { user: StaffUserView; data: DashboardData }) {
  const role = user.role;
  return (
    <>
      <h1>{sw("dashboard")}</h1>
      <p className="admin-page__intro">
        {sw("welcome", { name: user.name || user.email, role: roleLabels[role].toLowerCase() })}
      </p>

      {data.waiting !== null ? <WaitingPanel count={data.waiting} /> : null}

      <GettingStartedPanel />

      <Shortcuts role={role} />

      {can(role, "content") ? <DisclosureWarningsPanel /> : null}

      <AtAGlance data={data} />

      {data.weekly ? <AdmissionSeason weeks={data.weekly} id="dashboard-weekly" /> : null}

      {data.content ? <ContentCounts content={data.content} /> : null}
    </>
  );
}

/** Approvers' "Waiting for you" (issue 31): how many changes wait, and the way to them. */
function WaitingPanel({ count }: { count: number }) {
  return (
    <section aria-labelledby="waiting-title" className="admin-panel">
      <h2 id="waiting-title">
        {approvalsText.waitingTitle} <span className="admin-badge admin-badge--waiting">{count}</span>
      </h2>
      <p>{count ? approvalsText.waitingCount(count) : approvalsText.waitingNone}</p>
      {count ? (
        <p>
          <Link className="button" to="/admin/approvals">
            {approvalsText.waitingLink}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/** Buttons to the usual jobs of the role. */
function Shortcuts({ role }: { role: StaffUserView["role"] }) {
  return (
    <section aria-labelledby="shortcuts-title">
      <h2 id="shortcuts-title">{sw("shortcuts")}</h2>
      <ul className="admin-shortcuts">
        {can(role, "content") ? (
          <>
            <Shortcut to="/admin/alerts">{sw("postAnAlert")}</Shortcut>
            <Shortcut to="/admin/content/news/new">{sw("addNews")}</Shortcut>
            <Shortcut to="/admin/content/event/new">{sw("addAnEvent")}</Shortcut>
            <Shortcut to="/admin/content/gallery/new">{sw("uploadAPhotoAlbum")}</Shortcut>
            <Shortcut to="/admin/content/notification/new">{sw("addANotification")}</Shortcut>
          </>
        ) : null}
        {can(role, "enquiries") ? <Shortcut to="/admin/enquiries?status=new">{sw("newEnquiries")}</Shortcut> : null}
        {can(role, "certificates") ? <Shortcut to="/admin/certificates">{sw("uploadACertificate")}</Shortcut> : null}
        {can(role, "accounts") ? <Shortcut to="/admin/accounts">{sw("addAStaffAccount")}</Shortcut> : null}
      </ul>
    </section>
  );
}

/** The numbers the role may see: enquiries, certificates, staff accounts. */
function AtAGlance({ data }: { data: DashboardData }) {
  if (!data.enquiries && data.certificates === null && data.accounts === null) return null;
  return (
    <section aria-labelledby="numbers-title">
      <h2 id="numbers-title">{sw("atAGlance")}</h2>
      <dl className="stats__list">
        {data.enquiries ? (
          <>
            <div className="stats__item">
              <dt>{sw("newEnquiries")}</dt>
              <dd>{data.enquiries.fresh}</dd>
            </div>
            <div className="stats__item">
              <dt>{sw("allEnquiries")}</dt>
              <dd>{data.enquiries.total}</dd>
            </div>
          </>
        ) : null}
        {data.certificates !== null ? (
          <div className="stats__item">
            <dt>{sw("certificates")}</dt>
            <dd>{data.certificates}</dd>
          </div>
        ) : null}
        {data.accounts !== null ? (
          <div className="stats__item">
            <dt>{sw("staffAccounts")}</dt>
            <dd>{data.accounts}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** How many items of each kind of content, with a way to add one. */
function ContentCounts({ content }: { content: NonNullable<DashboardData["content"]> }) {
  return (
    <section aria-labelledby="content-title">
      <h2 id="content-title">{sw("content")}</h2>
      <ScrollBox label={sw("itemsPerKindOf")}>
        <table className="admin-table">
          <caption className="visually-hidden">{sw("itemsPerKindOf")}</caption>
          <TableHead columns={[sw("kind"), sw("items")]} hidden={sw("add")} />
          <tbody>
            {kindOrder.map((k) => (
              <tr key={k}>
                <th scope="row">
                  <Link to={`/admin/content/${k}`}>{kindDefs[k].label}</Link>
                </th>
                <td>{show(content[k])}</td>
                <td>
                  <Link to={`/admin/content/${k}/new`} aria-label={addHeading(kindDefs[k])}>
                    {sw("add")}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </section>
  );
}
