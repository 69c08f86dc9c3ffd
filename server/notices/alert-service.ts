import { randomBytes } from "node:crypto";
import { type AlertView, alertShowing } from "../../contract/alert-rules.ts";
import type { AlertInputData } from "../../contract/alerts.ts";
import type { Db } from "../db/client.ts";
import type { AlertsTable } from "../db/schema.ts";
import type { SharedState } from "../shared/shared-state.ts";

/** Alerts are read again at most this often without a change notice (an instance without Redis, a lost notice). */
const POLL_MS = 1000;
/** Ended alerts staff still see in their list. */
const RECENT = 10;

interface Kept {
  /** Alerts not ended and not past their end when read (showing now or later). */
  alerts: AlertView[];
  readAt: number;
  reading?: Promise<void>;
}

const toView = (r: AlertsTable): AlertView => ({
  id: r.id,
  level: r.level === "urgent" ? "urgent" : "info",
  text: r.text,
  link: r.link,
  startsAt: r.startsAt,
  endsAt: r.endsAt,
  endedAt: r.endedAt ?? null,
  notify: Number(r.notify) === 1,
  createdAt: r.createdAt,
});

/**
 * Site-wide alerts (issue 30). The alerts of each school are kept in memory
 * and filtered by the clock on every page, so an alert shows from its start
 * and disappears at its end with nothing done by anyone. A post or an end
 * here is heard at once by this process's pages (`onChange`) and by every
 * other instance through the Redis change notice; the content version is
 * left alone, so no cached page is thrown away for an alert.
 */
export class AlertService {
  private kept = new Map<string, Kept>();
  private listeners = new Set<(school: string) => void>();

  constructor(
    private readonly db: Db,
    private readonly shared: SharedState,
    /** The clock (tests set their own). */
    public now: () => number = Date.now,
  ) {
    shared.onRemoteAlerts((school) => {
      void this.read(school).then(() => this.emit(school));
    });
  }

  /** An alert's id, made before it is stored when it first waits for approval (issue 31). */
  static newId(): string {
    return randomBytes(9).toString("hex");
  }

  /** Stores a new alert (input checked by contract/alerts.ts) and tells every instance. */
  async post(school: string, input: AlertInputData, by: string | null, id = AlertService.newId()): Promise<AlertView> {
    const now = new Date(this.now()).toISOString();
    const row: AlertsTable = {
      id,
      schoolCode: school,
      level: input.level,
      text: input.text,
      link: input.link,
      startsAt: input.startsAt ? new Date(Date.parse(input.startsAt)).toISOString() : now,
      endsAt: new Date(Date.parse(input.endsAt)).toISOString(),
      endedAt: null,
      notify: (input.notify ?? input.level === "urgent") ? 1 : 0,
      createdBy: by,
      createdAt: now,
    };
    await this.db.insertInto("alerts").values(row).execute();
    await this.changed(school);
    return toView(row);
  }

  /** Ends an alert at once; false when the school has no such alert showing or to come. */
  async end(school: string, id: string): Promise<boolean> {
    const now = new Date(this.now()).toISOString();
    const result = await this.db
      .updateTable("alerts")
      .set({ endedAt: now })
      .where("schoolCode", "=", school)
      .where("id", "=", id)
      .where("endedAt", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await this.changed(school);
    return true;
  }

  /** For staff: alerts showing or to come, then the last few ended, newest first. */
  async list(school: string): Promise<AlertView[]> {
    const rows = await this.db
      .selectFrom("alerts")
      .selectAll()
      .where("schoolCode", "=", school)
      .orderBy("createdAt", "desc")
      .limit(50)
      .execute();
    const now = this.now();
    const views = rows.map((r) => toView(r as AlertsTable));
    const live = views.filter((a) => !a.endedAt && Date.parse(a.endsAt) > now);
    return [...live, ...views.filter((a) => !live.includes(a)).slice(0, RECENT)];
  }

  /** The school's alerts showing now, urgent first: from memory, read again at most every second. */
  async showing(school: string): Promise<AlertView[]> {
    let kept = this.kept.get(school);
    try {
      if (!kept || (kept.readAt === -Infinity && kept.reading)) {
        await (kept?.reading ?? this.read(school));
        kept = this.kept.get(school);
      } else if (this.now() - kept.readAt > POLL_MS && !kept.reading) {
        // Read again in the background: this page gets what is known now.
        void this.read(school).catch(() => undefined);
      }
    } catch {
      // The database away: pages still show, with the alerts known before (none at the very start).
      kept = this.kept.get(school);
    }
    const now = this.now();
    return (kept?.alerts ?? []).filter((a) => alertShowing(a, now));
  }

  /** Runs `listener` after an alert of a school was posted or ended, here or on another instance. */
  onChange(listener: (school: string) => void): void {
    this.listeners.add(listener);
  }

  private async changed(school: string): Promise<void> {
    await this.read(school);
    this.shared.publishAlerts(school);
    this.emit(school);
  }

  private emit(school: string): void {
    for (const listener of this.listeners) listener(school);
  }

  private read(school: string): Promise<void> {
    const entry = this.kept.get(school);
    const reading = this.db
      .selectFrom("alerts")
      .selectAll()
      .where("schoolCode", "=", school)
      .where("endedAt", "is", null)
      .where("endsAt", ">", new Date(this.now()).toISOString())
      .orderBy("startsAt", "desc")
      .execute()
      .then((rows) => {
        const alerts = rows
          .map((r) => toView(r as AlertsTable))
          .sort((a, b) => (a.level === b.level ? 0 : a.level === "urgent" ? -1 : 1));
        this.kept.set(school, { alerts, readAt: this.now() });
      })
      .finally(() => {
        const now = this.kept.get(school);
        if (now?.reading === reading) now.reading = undefined;
      });
    if (entry) entry.reading = reading;
    else this.kept.set(school, { alerts: [], readAt: -Infinity, reading });
    return reading;
  }
}
