import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Lang } from "../../../contract/languages.ts";
import { I18nProvider, i18nOf } from "../../i18n/i18n-context.tsx";
import { translator } from "../../i18n/translate.ts";
import { VerifyCertificatePage } from "./certificate-verify-page.tsx";

const render = (lang: Lang, retryAfter: number) =>
  renderToStaticMarkup(
    <I18nProvider value={i18nOf(lang, translator)}>
      <VerifyCertificatePage code="ABCD-EFGH-JKMN-PQRS" outcome={{ status: "rate-limited", retryAfter }} />
    </I18nProvider>,
  );

describe("the verify page", () => {
  it("tells a client over its own limit how long to wait, as an alert", () => {
    expect(render("en", 576)).toMatch(
      /role="alert"[^>]*>\s*<p>Too many checks from your connection\. Please wait 10 minutes/,
    );
    expect(render("en", 40)).toContain("Please wait 1 minute and try again.");
  });

  it("says it in the reader's language (issue 29)", () => {
    expect(render("mr", 576)).toContain("कृपया 10 मिनिटे थांबून पुन्हा प्रयत्न करा.");
    expect(render("hi", 576)).toContain("कृपया 10 मिनट रुककर फिर कोशिश करें।");
  });
});
