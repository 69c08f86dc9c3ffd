/**
 * Every address of the staff API, in one place: the server registers its
 * routes with these (Fastify patterns, `:id` a parameter) and
 * server/admin/staff-guard.test.ts lists who may call each. Grouped as the
 * staff area's screens are. The addresses themselves are a contract (spec
 * section 7, docs/api.md): change a name here, never a path. The staff app
 * builds every address it calls from these with `staffApiPath`.
 */

const A = "/api/admin";

export const staffApiPaths = {
  session: {
    login: `${A}/login`,
    me: `${A}/me`,
    logout: `${A}/logout`,
    /** A signed-in member changes their own password. */
    password: `${A}/password`,
    /** The one-time link of a new account or a reset sets a password. */
    setPassword: `${A}/set-password`,
  },
  accounts: {
    list: `${A}/accounts`,
    resetLink: `${A}/accounts/:id/reset-link`,
    disabled: `${A}/accounts/:id/disabled`,
    role: `${A}/accounts/:id/role`,
    endSessions: `${A}/accounts/:id/end-sessions`,
  },
  content: {
    list: `${A}/content/:kind`,
    one: `${A}/content/:kind/:id`,
    withdraw: `${A}/content/:kind/:id/withdraw`,
    reorder: `${A}/content/:kind/reorder`,
  },
  alerts: {
    list: `${A}/alerts`,
    phones: `${A}/alerts/phones`,
    one: `${A}/alerts/:id`,
  },
  approvals: {
    settings: `${A}/approval-settings`,
    list: `${A}/approvals`,
    one: `${A}/approvals/:kind/:id`,
    approve: `${A}/approvals/:kind/:id/approve`,
    sendBack: `${A}/approvals/:kind/:id/send-back`,
    scheduled: `${A}/scheduled`,
  },
  uploads: `${A}/uploads`,
  pagePhotos: {
    list: `${A}/page-photos`,
    undescribed: `${A}/page-photos/undescribed`,
    demoCount: `${A}/page-photos/demo-count`,
    many: `${A}/page-photos/many`,
    one: `${A}/page-photos/:id`,
    reorder: `${A}/page-photos/reorder`,
    removeDemo: `${A}/page-photos/remove-demo`,
  },
  enquiries: {
    list: `${A}/enquiries`,
    csv: `${A}/enquiries.csv`,
    choices: `${A}/enquiries/choices`,
    weekly: `${A}/enquiries/weekly`,
    one: `${A}/enquiries/:id`,
  },
  certificates: {
    list: `${A}/certificates`,
    lookups: `${A}/certificates/lookups`,
    one: `${A}/certificates/:id`,
    revoke: `${A}/certificates/:id/revoke`,
    restore: `${A}/certificates/:id/restore`,
    file: `${A}/certificates/:id/file`,
    /** The printable verification slip (HTML). */
    slip: `${A}/certificates/:id/slip`,
  },
  audit: `${A}/audit`,
  schoolProfile: {
    profile: `${A}/school-profile`,
    confirm: `${A}/school-profile/confirm`,
    gettingStarted: `${A}/getting-started`,
  },
  disclosure: {
    page: `${A}/disclosure`,
    item: `${A}/disclosure/items/:key`,
    settings: `${A}/disclosure/settings`,
  },
  pages: {
    list: `${A}/pages`,
    one: `${A}/pages/:slug`,
    publish: `${A}/pages/:slug/publish`,
    revisions: `${A}/pages/:slug/revisions`,
    restore: `${A}/pages/:slug/revisions/:id/restore`,
    menu: `${A}/menu`,
  },
  translations: {
    languages: `${A}/translations/languages`,
    page: `${A}/translations/pages/:slug/:lang`,
    pageReviewed: `${A}/translations/pages/:slug/:lang/reviewed`,
    item: `${A}/translations/items/:kind/:id/:lang`,
    itemReviewed: `${A}/translations/items/:kind/:id/:lang/reviewed`,
    /** The translations of one set of texts (the school's details, the disclosure, the menu). */
    texts: <Set extends string>(set: Set) => `${A}/translations/texts/${set}/:lang` as const,
    textsReviewed: <Set extends string>(set: Set) => `${A}/translations/texts/${set}/:lang/reviewed` as const,
  },
} as const;

/** The names of a pattern's `:name` parameters ("/a/:kind/:id" → "kind" | "id"). */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** A value for each of a pattern's parameters, none left out (the compiler says which). */
type StaffApiParams<Pattern extends string> = Record<ParamNames<Pattern>, string | number>;

/**
 * The address of a staff API route: `pattern` (one of `staffApiPaths`) with
 * each `:name` filled with its value, encoded as one path segment, so an id
 * holding "/" or "?" still names one thing. A query is the caller's to add.
 */
export function staffApiPath<Pattern extends string>(pattern: Pattern, params: StaffApiParams<Pattern>): string {
  const values: Record<string, string | number | undefined> = params;
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    // Only an untyped caller gets here: "undefined" in an address would name the wrong thing.
    if (value === undefined) throw new Error(`${pattern}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}
