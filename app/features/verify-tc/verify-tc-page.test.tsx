import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { VerifyTcPage } from "./verify-tc-page.tsx";

describe("the verify page", () => {
  it("tells a client over its own limit how long to wait, as an alert", () => {
    const html = renderToStaticMarkup(
      <VerifyTcPage code="ABCD-EFGH-JKMN-PQRS" outcome={{ status: "rate-limited", retryAfter: 576 }} />,
    );
    expect(html).toMatch(/role="alert"[^>]*>\s*<p>Too many checks from your connection\. Please wait 10 minutes/);
  });
});
