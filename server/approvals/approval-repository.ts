import type { ApprovalState, ChangeKind } from "../../contract/approval-rules.ts";
import { can, type StaffRole } from "../../contract/staff-rules.ts";
import type { Db } from "../db/client.ts";
import type { PendingChangesTable } from "../db/schema.ts";

interface PendingChange {
  kind: ChangeKind;
  itemId: string;
  /** The item's fields as the editor sent them (with publishAt/removeAt when given). */
  input: Record<string, unknown>;
  state: ApprovalState;
  comment: string;
  sentBy: string | null;
  sentAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
}

const toChange = (r: PendingChangesTable): PendingChange => ({
  kind: r.kind as ChangeKind,
  itemId: r.itemId,
  input: JSON.parse(r.input) as Record<string, unknown>,
  state: r.state,
  comment: r.comment,
  sentBy: r.sentBy,
  sentAt: r.sentAt,
  decidedBy: r.decidedBy,
  decidedAt: r.decidedAt,
});

/** The approval setting per kind and the changes waiting for an approver (migration 080). */
export class ApprovalRepository {
  constructor(private readonly db: Db) {}

  async kinds(school: string): Promise<string[]> {
    const rows = await this.db.selectFrom("approvalKinds").select("kind").where("schoolCode", "=", school).execute();
    return rows.map((r) => r.kind);
  }

  /** Whether a change of this kind by someone in this role waits for an approver (the school's setting). */
  async needed(school: string, kind: ChangeKind, role: StaffRole): Promise<boolean> {
    return !can(role, "approve") && (await this.kinds(school)).includes(kind);
  }

  async setKinds(school: string, kinds: readonly string[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("approvalKinds").where("schoolCode", "=", school).execute();
      if (kinds.length)
        await trx
          .insertInto("approvalKinds")
          .values(kinds.map((kind) => ({ schoolCode: school, kind })))
          .execute();
    });
  }

  /** Puts (or replaces) the change waiting for an item. */
  async send(school: string, kind: ChangeKind, itemId: string, input: object, sentBy: string, now: string) {
    const row = {
      schoolCode: school,
      kind,
      itemId,
      input: JSON.stringify(input),
      state: "waiting" as const,
      comment: "",
      sentBy,
      sentAt: now,
      decidedBy: null,
      decidedAt: null,
    };
    await this.db
      .insertInto("pendingChanges")
      .values(row)
      .onConflict((oc) =>
        oc.columns(["schoolCode", "kind", "itemId"]).doUpdateSet({
          input: row.input,
          state: row.state,
          comment: "",
          sentBy,
          sentAt: now,
          decidedBy: null,
          decidedAt: null,
        }),
      )
      .execute();
  }

  async get(school: string, kind: ChangeKind, itemId: string, db: Db = this.db): Promise<PendingChange | null> {
    const row = await db
      .selectFrom("pendingChanges")
      .selectAll()
      .where((eb) => eb.and({ schoolCode: school, kind, itemId }))
      .executeTakeFirst();
    return row ? toChange(row as PendingChangesTable) : null;
  }

  /** Changes of a school in a state, oldest first. */
  async list(school: string, state: ApprovalState): Promise<PendingChange[]> {
    const rows = await this.db
      .selectFrom("pendingChanges")
      .selectAll()
      .where((eb) => eb.and({ schoolCode: school, state }))
      .orderBy("sentAt")
      .execute();
    return rows.map((r) => toChange(r as PendingChangesTable));
  }

  /** Marks a waiting change sent back or approved; false when it was not waiting. */
  async decide(
    school: string,
    kind: ChangeKind,
    itemId: string,
    state: "sentBack" | "approved",
    by: string,
    comment: string,
    now: string,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable("pendingChanges")
      .set({ state, comment, decidedBy: by, decidedAt: now })
      .where((eb) => eb.and({ schoolCode: school, kind, itemId }))
      .where("state", "=", "waiting")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async remove(school: string, kind: ChangeKind, itemId: string, db: Db = this.db): Promise<void> {
    await db
      .deleteFrom("pendingChanges")
      .where((eb) => eb.and({ schoolCode: school, kind, itemId }))
      .execute();
  }
}
