import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for route-certificates (English only for now: a staff language later is translation work only). */
export const routeCertificatesWords = wordsFrom({
  transferCertificates: "Transfer certificates",
} as const);
