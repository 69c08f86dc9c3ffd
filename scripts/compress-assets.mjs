// After `react-router build`: writes .br and .gz copies of the client's text
// assets, so the server sends them compressed without spending CPU per request.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const clientDir = path.join(process.env.BUILD_DIR || "build", "client");
const textual = /\.(js|css|svg|json|txt|html|map)$/;
let count = 0;
let raw = 0;
let br = 0;
for (const file of walk(clientDir)) {
  if (!textual.test(file)) continue;
  const data = fs.readFileSync(file);
  if (data.length < 1024) continue;
  const brotli = zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  fs.writeFileSync(`${file}.br`, brotli);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  count++;
  raw += data.length;
  br += brotli.length;
}
console.log(`Compressed ${count} assets: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli.`);

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}
