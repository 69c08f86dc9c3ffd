import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A push service on loopback for the tests (no network): it reads what the
 * server sends as a real one would, checking the VAPID signature (RFC 8292)
 * and decrypting the message with the browser's keys (RFC 8291 aes128gcm).
 * Each endpoint's path says how it answers: /ok/… 201, /gone/… 410,
 * /busy/… 503 the first time then 201, /hangup/… drops the connection.
 */
interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The decrypted message (JSON text). */
  message: string;
  /** The verified VAPID claims and the key that signed them. */
  claims: { aud: string; exp: number; sub: string };
  signerKey: string;
}

const b64url = (buf: Buffer) => buf.toString("base64url");

/** A browser's side of a subscription: its key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, p256dh: b64url(ecdh.getPublicKey()), authText: b64url(auth) };
}
type BrowserKeys = ReturnType<typeof browserKeys>;

/** RFC 8291: the message of an aes128gcm body, with the browser's keys. */
function decryptPush(body: Buffer, browser: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const serverKey = body.subarray(21, 21 + idLength);
  const cipher = body.subarray(21 + idLength);
  const secret = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), browser.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync("sha256", secret, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(cipher.subarray(cipher.length - 16));
  const padded = Buffer.concat([decipher.update(cipher.subarray(0, cipher.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then padding zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/** RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`, its ES256 signature checked against k. */
function verifyVapid(header: string | undefined) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [, jwt, k] = match;
  const [head, payload, signature] = jwt.split(".");
  const point = Buffer.from(k, "base64url");
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: "jwk",
  });
  const ok = verify(
    "sha256",
    Buffer.from(`${head}.${payload}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!ok) throw new Error("VAPID signature does not verify");
  if (JSON.parse(Buffer.from(head, "base64url").toString()).alg !== "ES256") throw new Error("not ES256");
  return { claims: JSON.parse(Buffer.from(payload, "base64url").toString()), signerKey: k };
}

export async function startTestPushService() {
  const received: Received[] = [];
  const problems: string[] = [];
  const browsers = new Map<string, BrowserKeys>();
  const busyOnce = new Set<string>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "";
      if (path.startsWith("/hangup/")) {
        req.socket.destroy();
        return;
      }
      if (path.startsWith("/busy/") && !busyOnce.has(path)) {
        busyOnce.add(path);
        res.writeHead(503).end();
        return;
      }
      try {
        const browser = browsers.get(path);
        if (!browser) throw new Error(`no browser for ${path}`);
        const { claims, signerKey } = verifyVapid(req.headers.authorization);
        received.push({
          path,
          headers: req.headers,
          message: decryptPush(Buffer.concat(chunks), browser),
          claims,
          signerKey,
        });
      } catch (error) {
        problems.push(String(error));
        res.writeHead(400).end();
        return;
      }
      res.writeHead(path.startsWith("/gone/") ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    problems,
    /** A new browser subscription whose endpoint answers as `path`'s first part says. */
    subscription(kind: "ok" | "gone" | "busy" | "hangup") {
      const keys = browserKeys();
      const path = `/${kind}/${randomBytes(6).toString("hex")}`;
      browsers.set(path, keys);
      return { endpoint: `${origin}${path}`, keys: { p256dh: keys.p256dh, auth: keys.authText } };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
