import { kolkataDateTime } from "../../../../contract/dates.ts";
import { staffWords as w } from "../../../i18n/staff-words.ts";

/** One and many: the catalogue has a key for each. */
const count = (n: number, one: Parameters<typeof w>[0], many: Parameters<typeof w>[0]) =>
  n === 1 ? w(one) : w(many, { count: n });

/**
 * The staff area's words for approvals and publishing by the clock (issue 31),
 * from the staff catalogue (app/i18n/catalogues/en-staff-approvals.ts).
 */
export const approvalsText = {
  waitingTitle: w("approvals.waitingTitle"),
  waitingIntro: w("approvals.waitingIntro"),
  waitingNone: w("approvals.waitingNone"),
  waitingCount: (n: number) => count(n, "approvals.waitingCountOne", "approvals.waitingCountMany"),
  waitingLink: w("approvals.waitingLink"),
  sentBy: (who: string, at: string) =>
    who
      ? w("approvals.sentByWho", { who, at: kolkataDateTime(at) })
      : w("approvals.sentOn", { at: kolkataDateTime(at) }),
  review: (label: string) => w("approvals.review", { label }),
  reviewTitle: w("approvals.reviewTitle"),
  reviewLive: w("approvals.reviewLive"),
  reviewNew: w("approvals.reviewNew"),
  asVisitors: w("approvals.asVisitors"),
  changedTag: w("approvals.changedTag"),
  loadingPage: w("approvals.loadingPage"),
  untitled: w("approvals.untitled"),
  whatChanged: w("approvals.whatChanged"),
  changedCount: (n: number) => count(n, "approvals.changedCountOne", "approvals.changedCountMany"),
  part: w("approvals.part"),
  nowLive: w("approvals.nowLive"),
  afterApproval: w("approvals.afterApproval"),
  changed: w("approvals.changed"),
  empty: w("approvals.empty"),
  files: (n: number) => count(n, "approvals.filesOne", "approvals.filesMany"),
  askedTimes: w("approvals.askedTimes"),
  decide: w("approvals.decide"),
  approveNow: w("approvals.approveNow"),
  approveAtLegend: w("approvals.approveAtLegend"),
  approveAtLabel: w("approvals.approveAtLabel"),
  approveAtHelp: w("approvals.approveAtHelp"),
  approveAt: w("approvals.approveAt"),
  approveAtMissing: w("approvals.approveAtMissing"),
  sendBackLegend: w("approvals.sendBackLegend"),
  commentLabel: w("approvals.commentLabel"),
  commentHelp: w("approvals.commentHelp"),
  sendBack: w("approvals.sendBack"),
  commentMissing: w("approvals.commentMissing"),
  approvedNow: (label: string) => w("approvals.approvedNow", { label }),
  approvedAt: (label: string, at: string) => w("approvals.approvedAt", { label, at: kolkataDateTime(at) }),
  sentBack: (label: string) => w("approvals.sentBack", { label }),
  failed: w("approvals.failed"),
  back: w("approvals.back"),
  scheduledTitle: w("approvals.scheduledTitle"),
  scheduledIntro: w("approvals.scheduledIntro"),
  scheduledNone: w("approvals.scheduledNone"),
  kindColumn: w("approvals.kindColumn"),
  itemColumn: w("approvals.itemColumn"),
  goesLiveColumn: w("approvals.goesLiveColumn"),
  comesOffColumn: w("approvals.comesOffColumn"),
  statusColumn: w("approvals.statusColumn"),
  /** Kinds that are not content items: their names, and the parts of an alert. */
  otherKinds: { page: w("approvals.kindPage"), alert: w("approvals.kindAlert") } as Record<string, string>,
  alertParts: {
    level: w("approvals.alertLevel"),
    text: w("approvals.alertText"),
    link: w("approvals.alertLink"),
    startsAt: w("approvals.alertStartsAt"),
    endsAt: w("approvals.alertEndsAt"),
  } as Record<string, string>,
  alertLevels: { urgent: w("approvals.levelUrgent"), info: w("approvals.levelInfo") } as Record<string, string>,
  pageParts: { title: w("approvals.pageTitle"), description: w("approvals.pageDescription") } as Record<string, string>,
  blocksChanged: (changed: number, removed: number) => {
    const parts = count(changed, "approvals.partsChangedOne", "approvals.partsChangedMany");
    if (!removed) return w("approvals.partsOnly", { parts });
    return removed === 1
      ? w("approvals.partsRemovedOne", { parts })
      : w("approvals.partsRemovedMany", { parts, count: removed });
  },
} as const;

/** A change's kind in words: the content kind's name, or "page", "alert". */
export const kindName = (kind: string, singular: string | undefined) =>
  singular ?? approvalsText.otherKinds[kind] ?? kind;
