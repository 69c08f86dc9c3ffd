import { kolkataDateTime } from "../../../../contract/dates.ts";

/**
 * The staff area's words for approvals and publishing by the clock (issue 31).
 * English only, as the rest of the staff area for now (app/i18n/no-english.test.ts
 * leaves app/staff out: a staff language later is translation work only).
 */
export const approvalsText = {
  waitingTitle: "Waiting for you",
  waitingIntro:
    "Changes editors sent for approval, oldest first. Open one to see it as visitors will, then approve it or send it back with a comment.",
  waitingNone: "Nothing is waiting for approval.",
  waitingCount: (n: number) =>
    n === 1 ? "1 change is waiting for your approval." : `${n} changes are waiting for your approval.`,
  waitingLink: "Review the changes",
  sentBy: (who: string, at: string) => `Sent${who ? ` by ${who}` : ""} on ${kolkataDateTime(at)}`,
  review: (label: string) => `Review “${label}”`,
  reviewTitle: "Review a change",
  reviewLive: "A version of it is on the website now. Visitors keep seeing that version until you approve this change.",
  reviewNew: "It is not on the website yet.",
  asVisitors: "As visitors will see it",
  changedTag: "New or changed",
  untitled: "Untitled",
  whatChanged: "What changed",
  changedCount: (n: number) => (n === 1 ? "1 part changed." : `${n} parts changed.`),
  part: "Part",
  nowLive: "On the website now",
  afterApproval: "After approval",
  changed: "Changed",
  empty: "(empty)",
  files: (n: number) => (n === 1 ? "1 file" : `${n} files`),
  askedTimes: "The editor asked for these times",
  decide: "Your decision",
  approveNow: "Approve and publish now",
  approveAtLegend: "Approve for a later time",
  approveAtLabel: "Publish at",
  approveAtHelp: "India time, written as dd/mm/yyyy hh:mm, for example 27/11/2026 07:00.",
  approveAt: "Approve for this time",
  approveAtMissing: "Write the date and time it should go live, as dd/mm/yyyy hh:mm.",
  sendBackLegend: "Send it back",
  commentLabel: "What should change",
  commentHelp: "The editor sees this beside the item.",
  sendBack: "Send back with this comment",
  commentMissing: "Write what should change.",
  approvedNow: (label: string) => `Approved and published: “${label}”.`,
  approvedAt: (label: string, at: string) => `Approved: “${label}” goes live on ${kolkataDateTime(at)} (India time).`,
  sentBack: (label: string) => `Sent back: “${label}”.`,
  failed: "That did not work. Please try again.",
  back: "Back to Waiting for you",
  scheduledTitle: "Scheduled",
  scheduledIntro: "Items that go live or come off the website by themselves at a set time (India time).",
  scheduledNone: "Nothing is scheduled.",
  kindColumn: "Kind",
  itemColumn: "Item",
  goesLiveColumn: "Goes live",
  comesOffColumn: "Comes off",
  statusColumn: "Now",
  /** Kinds that are not content items: their names, and the parts of an alert. */
  otherKinds: { page: "page", alert: "alert" } as Record<string, string>,
  alertParts: {
    level: "Kind of alert",
    text: "Text",
    link: "Link",
    startsAt: "Shows from",
    endsAt: "Shows until",
  } as Record<string, string>,
  alertLevels: { urgent: "Urgent", info: "Information" } as Record<string, string>,
  pageParts: { title: "Title", description: "Short description" } as Record<string, string>,
  blocksChanged: (changed: number, removed: number) => {
    const parts =
      changed === 1 ? "1 part of the page is new or changed" : `${changed} parts of the page are new or changed`;
    if (!removed) return `${parts}.`;
    return `${parts}; ${removed === 1 ? "1 part is taken out" : `${removed} parts are taken out`}.`;
  },
} as const;

/** A change's kind in words: the content kind's name, or "page", "alert". */
export const kindName = (kind: string, singular: string | undefined) =>
  singular ?? approvalsText.otherKinds[kind] ?? kind;
