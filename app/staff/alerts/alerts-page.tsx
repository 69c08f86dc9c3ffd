import type { ReactNode } from "react";
import { type AlertLevel, type AlertView, alertLevelLabels, alertShowing } from "../../../contract/alert-rules.ts";
import { kolkataDateTime } from "../../../contract/dates.ts";
import type { PushCounts, PushSendView } from "../../../contract/push-rules.ts";
import { staffApiPath, staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { staffWords as w } from "../../i18n/staff-words.ts";
import { useStaffAction } from "../kit/use-staff-submit.tsx";
import { api } from "../shell/api.ts";
import { AlertForm } from "./alert-form.tsx";

export interface AlertsData {
  items: AlertView[];
  /** Alerts sent for approval (issue 31): waiting, or sent back with the approver's comment. */
  waiting?: { id: string; level: AlertLevel; text: string; state: string; comment: string; sentAt: string }[];
  /** Phones following the school's notifications, and how the latest sends went (Web Push). */
  phones: { counts: PushCounts; sends: PushSendView[] };
}

/** "Showing now, until …" or "Starts …, until …" (India time). */
const liveLine = (a: AlertView, now: number) => {
  const until = kolkataDateTime(a.endsAt);
  return alertShowing(a, now)
    ? w("alerts.showingNow", { until })
    : w("alerts.startsAt", { at: kolkataDateTime(a.startsAt), until });
};

/**
 * Site-wide alerts (issue 30): post one in under a minute on a phone (the
 * level, the message, until when), and end one at once. Every public page
 * shows it at the top from its start until its end.
 */
export function AlertsPage({ data }: { data: AlertsData }) {
  const act = useStaffAction();
  const now = Date.now();
  const live = data.items.filter((a) => !a.endedAt && Date.parse(a.endsAt) > now);
  const past = data.items.filter((a) => !live.includes(a));
  return (
    <>
      <h1>{w("alerts.title")}</h1>
      <p className="admin-page__intro">{w("alerts.intro")}</p>
      <AlertForm sentForApproval={waitingText.sent} />

      <WaitingAlerts waiting={data.waiting ?? []} act={act} />
      <section aria-labelledby="alerts-live">
        <h2 id="alerts-live">{w("alerts.liveTitle")}</h2>
        {live.length ? (
          <ul className="admin-rows">
            {live.map((a) => (
              <AlertRow
                key={a.id}
                alert={a}
                act={act}
                meta={liveLine(a, now)}
                button={w("alerts.endNow")}
                buttonLabel={w("alerts.endNowLabel", { text: a.text })}
                danger
                done={w("alerts.ended")}
              />
            ))}
          </ul>
        ) : (
          <p className="admin-empty">{w("alerts.noneShowing")}</p>
        )}
      </section>
      {past.length ? (
        <section aria-labelledby="alerts-past">
          <h2 id="alerts-past">{w("alerts.pastTitle")}</h2>
          <ul className="admin-rows">
            {past.map((a) => (
              <li key={a.id} className="admin-row">
                <div className="admin-row__main">
                  <p className="admin-row__title">{a.text}</p>
                  <p className="admin-row__meta">
                    {w("alerts.endedAt", { at: kolkataDateTime(a.endedAt ?? a.endsAt) })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <PhonesSection phones={data.phones} />
    </>
  );
}

/** One alert in a list: its level and words, a line about it, and its one button (end it, take it back). */
function AlertRow(props: {
  alert: { id: string; level: AlertLevel; text: string };
  act: ReturnType<typeof useStaffAction>;
  meta: ReactNode;
  button: string;
  buttonLabel: string;
  danger?: boolean;
  done: string;
  children?: ReactNode;
}) {
  const { alert } = props;
  return (
    <li className="admin-row">
      <div className="admin-row__main">
        <p className="admin-row__title">
          <strong>{alertLevelLabels[alert.level]}:</strong> {alert.text}
        </p>
        <p className="admin-row__meta">{props.meta}</p>
        {props.children}
      </div>
      <div className="admin-row__actions">
        <button
          type="button"
          className={`button button--small button--ghost${props.danger ? " admin-button--danger" : ""}`}
          aria-label={props.buttonLabel}
          onClick={() =>
            props.act(async () => {
              await api(staffApiPath(staffApiPaths.alerts.one, alert), { method: "DELETE" });
              return props.done;
            }, true)
          }
        >
          {props.button}
        </button>
      </div>
    </li>
  );
}

/** The words of alerts sent for approval, from the staff catalogue (en-staff-approvals.ts). */
const waitingText = {
  sent: w("alerts.sent"),
  title: w("alerts.waitingTitle"),
  sentBack: w("alerts.sentBack"),
  approverWrote: w("alerts.approverWrote"),
  sentOn: (at: string) => w("alerts.sentOn", { at: kolkataDateTime(at) }),
  takeBack: w("alerts.takeBack"),
  takeBackLabel: (text: string) => w("alerts.takeBackLabel", { text }),
  takenBack: w("alerts.takenBack"),
} as const;

/** The alerts sent for approval (issue 31): each with its state, the approver's comment, and a way to take it back. */
function WaitingAlerts({
  waiting,
  act,
}: {
  waiting: NonNullable<AlertsData["waiting"]>;
  act: ReturnType<typeof useStaffAction>;
}) {
  if (!waiting.length) return null;
  return (
    <section aria-labelledby="alerts-waiting">
      <h2 id="alerts-waiting">{waitingText.title}</h2>
      <ul className="admin-rows">
        {waiting.map((a) => (
          <AlertRow
            key={a.id}
            alert={a}
            act={act}
            meta={
              <>
                <span className={`admin-badge admin-badge--${a.state}`}>
                  {a.state === "sentBack" ? waitingText.sentBack : waitingText.title}
                </span>{" "}
                {waitingText.sentOn(a.sentAt)}
              </>
            }
            button={waitingText.takeBack}
            buttonLabel={waitingText.takeBackLabel(a.text)}
            done={waitingText.takenBack}
          >
            {a.state === "sentBack" && a.comment ? (
              <p className="admin-approval__comment">
                <strong>{waitingText.approverWrote}</strong> {a.comment}
              </p>
            ) : null}
          </AlertRow>
        ))}
      </ul>
    </section>
  );
}

const topicNames = {
  urgent: w("alerts.topicUrgent"),
  news: w("alerts.topicNews"),
  events: w("alerts.topicEvents"),
} as const;
const sendStatus = {
  queued: w("alerts.sendQueued"),
  sending: w("alerts.sendSending"),
  done: w("alerts.sendDone"),
  cancelled: w("alerts.sendCancelled"),
};

/** How many phones get the school's notifications, and what happened to the latest ones. */
function PhonesSection({ phones }: { phones: AlertsData["phones"] }) {
  const { counts, sends } = phones;
  return (
    <section aria-labelledby="alerts-phones">
      <h2 id="alerts-phones">{w("alerts.phonesTitle")}</h2>
      <p>{counts.phones === 1 ? w("alerts.phonesOne") : w("alerts.phonesMany", { count: counts.phones })}</p>
      <ul>
        {(Object.keys(topicNames) as (keyof typeof topicNames)[]).map((topic) => (
          <li key={topic}>
            {topicNames[topic]}: {counts[topic]}
          </li>
        ))}
      </ul>
      {sends.length ? (
        <>
          <h3>{w("alerts.latestTitle")}</h3>
          <ul className="admin-rows">
            {sends.map((s) => (
              <li key={s.id} className="admin-row">
                <div className="admin-row__main">
                  <p className="admin-row__title">{s.title}</p>
                  <p className="admin-row__meta">
                    {w("alerts.sendLine", {
                      status: sendStatus[s.status],
                      at: kolkataDateTime(s.finishedAt ?? s.createdAt),
                      topic: topicNames[s.topic],
                      sent: s.sent,
                      failed: s.failed,
                      removed: s.removed,
                    })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
