import type { ReactNode } from "react";
import { type AlertLevel, type AlertView, alertLevelLabels, alertShowing } from "../../../contract/alert-rules.ts";
import { kolkataDateTime } from "../../../contract/dates.ts";
import type { PushCounts, PushSendView } from "../../../contract/push-rules.ts";
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
      <h1>Alerts</h1>
      <p className="admin-page__intro">
        A short message at the top of every page of the website, for news parents must not miss (the school is closed,
        an exam moved). It disappears by itself at the time you choose.
      </p>
      <AlertForm sentForApproval={waitingText.sent} />

      <WaitingAlerts waiting={data.waiting ?? []} act={act} />
      <section aria-labelledby="alerts-live">
        <h2 id="alerts-live">Showing now and coming</h2>
        {live.length ? (
          <ul className="admin-rows">
            {live.map((a) => (
              <AlertRow
                key={a.id}
                alert={a}
                act={act}
                meta={`${alertShowing(a, now) ? "Showing now" : `Starts ${kolkataDateTime(a.startsAt)}`}, until ${kolkataDateTime(a.endsAt)}`}
                button="End now"
                buttonLabel={`End the alert “${a.text}” now`}
                danger
                done="The alert has ended. The website no longer shows it."
              />
            ))}
          </ul>
        ) : (
          <p className="admin-empty">No alert is showing.</p>
        )}
      </section>
      {past.length ? (
        <section aria-labelledby="alerts-past">
          <h2 id="alerts-past">Ended lately</h2>
          <ul className="admin-rows">
            {past.map((a) => (
              <li key={a.id} className="admin-row">
                <div className="admin-row__main">
                  <p className="admin-row__title">{a.text}</p>
                  <p className="admin-row__meta">Ended {kolkataDateTime(a.endedAt ?? a.endsAt)}</p>
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
              await api(`/api/admin/alerts/${alert.id}`, { method: "DELETE" });
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

const waitingText = {
  sent: "Sent for approval. The website shows it once an approver approves it.",
  title: "Waiting for approval",
  sentBack: "Sent back",
  approverWrote: "The approver wrote:",
  sentOn: (at: string) => `Sent on ${kolkataDateTime(at)}`,
  takeBack: "Take back",
  takeBackLabel: (text: string) => `Take back the alert “${text}”`,
  takenBack: "The alert is taken back.",
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

const topicNames = { urgent: "Urgent alerts", news: "News and circulars", events: "Events" } as const;
const sendStatus = { queued: "Waiting to send", sending: "Sending", done: "Sent", cancelled: "Not sent (ended first)" };

/** How many phones get the school's notifications, and what happened to the latest ones. */
function PhonesSection({ phones }: { phones: AlertsData["phones"] }) {
  const { counts, sends } = phones;
  return (
    <section aria-labelledby="alerts-phones">
      <h2 id="alerts-phones">Parents' phones</h2>
      <p>
        {counts.phones === 1 ? "1 phone gets" : `${counts.phones} phones get`} the school's notifications. Parents turn
        them on with "Get school alerts on this phone" at the bottom of every page of the website.
      </p>
      <ul>
        {(Object.keys(topicNames) as (keyof typeof topicNames)[]).map((topic) => (
          <li key={topic}>
            {topicNames[topic]}: {counts[topic]}
          </li>
        ))}
      </ul>
      {sends.length ? (
        <>
          <h3>Latest notifications</h3>
          <ul className="admin-rows">
            {sends.map((s) => (
              <li key={s.id} className="admin-row">
                <div className="admin-row__main">
                  <p className="admin-row__title">{s.title}</p>
                  <p className="admin-row__meta">
                    {sendStatus[s.status]} {kolkataDateTime(s.finishedAt ?? s.createdAt)} to {topicNames[s.topic]}:{" "}
                    {s.sent} delivered, {s.failed} could not be delivered, {s.removed} phones no longer follow the
                    school
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
