import type { FastifyInstance } from "fastify";
import QRCode from "qrcode";
import { z } from "zod";
import { formatVerifyCode } from "../../contract/certificate-verify.ts";
import { staffApiPaths } from "../../contract/staff-api-paths.ts";
import { escapeXml as esc } from "../web/escape-xml.ts";
import { publicOrigin } from "../web/public-origin.ts";
import { schoolIdentity } from "../web/school-identity.ts";
import type { AdminContext } from "./admin-context.ts";
import { notFound, staffOf } from "./admin-http.ts";

const IdParams = z.object({ id: z.string().min(1).max(64) });

const ddmmyyyy = (iso: string) => {
  const d = new Date(Date.parse(iso) + 330 * 60_000);
  const p = (n: number) => String(n).padStart(2, "0");
  return Number.isNaN(d.getTime()) ? iso : `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};

/**
 * GET /api/admin/certificates/:id/slip: a printable page staff attach to a
 * transfer certificate, with its verification code and a QR code of the
 * /verify-tc address (the code is given on first use).
 */
export function registerVerifySlipRoutes(
  admin: FastifyInstance,
  ctx: AdminContext<"certificateVerifier" | "config" | "profiles">,
): void {
  const { services } = ctx;
  admin.get(
    staffApiPaths.certificates.slip,
    { config: { staffAccess: "certificates" as const } },
    async (req, reply) => {
      const params = IdParams.safeParse(req.params);
      const school = staffOf(req).schoolCode;
      const cert = params.success ? await services.certificateVerifier.slipOf(school, params.data.id) : undefined;
      const code = cert?.verifyCode;
      if (!cert || !code) return notFound(reply, "This certificate no longer exists.");
      const identity = await schoolIdentity(services, school);
      const origin = publicOrigin(services.config, req);
      const url = `${origin}/verify-tc?code=${code}`;
      const qr = await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
      const nonce = req.cspNonce;
      const html = `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Verification slip: ${esc(cert.admissionNo)}</title>
<style nonce="${esc(nonce)}">
body { font-family: system-ui, sans-serif; color: #111; margin: 24px; }
.slip { max-width: 560px; border: 2px dashed #333; padding: 20px 24px; display: grid; grid-template-columns: 1fr 170px; gap: 16px; }
h1 { font-size: 1.15rem; margin: 0 0 4px; } p { margin: 0 0 6px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 12px 0; } dt { font-weight: 600; } dd { margin: 0; }
.code { font: 700 1.2rem/1.3 ui-monospace, monospace; letter-spacing: 0.08em; }
.qr svg { width: 170px; height: 170px; }
.note { font-size: 0.9rem; }
@media print { .screen-only { display: none; } body { margin: 0; } }
</style>
</head>
<body>
<p class="screen-only">Print this page (Ctrl+P) and attach the slip to the transfer certificate.</p>
<main class="slip">
<div>
<h1>${esc(identity.name)}</h1>
<p>${identity.addressLines.map(esc).join(", ")}</p>
<p><strong>Transfer certificate verification</strong></p>
<dl>
<dt>Student name</dt><dd>${esc(cert.studentName)}</dd>
<dt>Admission number</dt><dd>${esc(cert.admissionNo)}</dd>
<dt>Issue date</dt><dd>${esc(ddmmyyyy(cert.createdAt))}</dd>
<dt>Verification code</dt><dd class="code">${esc(formatVerifyCode(code))}</dd>
</dl>
<p class="note">To check this certificate, scan the QR code or open ${esc(`${origin}/verify-tc`)} and type the code.</p>
</div>
<div class="qr" role="img" aria-label="QR code of the verification address">${qr}</div>
</main>
</body>
</html>`;
      return reply.header("content-type", "text/html; charset=utf-8").header("cache-control", "no-store").send(html);
    },
  );
}
