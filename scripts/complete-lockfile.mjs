// Adds the lockfile entries of platform-specific optional packages (other
// operating systems and CPUs) that this machine's npm leaves out. Without
// them `npm ci` refuses the lockfile ("Missing: … from lock file", npm/cli
// #4828, #8320). Run after any `npm install` that changes package-lock.json:
//   node scripts/complete-lockfile.mjs
import fs from "node:fs";

const file = "package-lock.json";
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const packages = lock.packages;
let added = 0;
let inferred = 0;
const missing = [];

for (const [key, entry] of Object.entries(packages)) {
  const optional = entry.optionalDependencies ?? {};
  for (const [name, range] of Object.entries(optional)) {
    // npm resolves a dependency next to its dependant first, then hoisted at the top.
    const nested = `${key ? `${key}/` : ""}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const version = /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range) ? range : null;
    if (!version) {
      console.warn(`skipped ${name}@${range} (not an exact version)`);
      continue;
    }
    const res = await fetch(`https://registry.npmjs.org/${name.replace("/", "%2f")}/${version}`);
    if (res.status === 404) {
      // The registry this machine reaches carries only its own platform's
      // builds. The package's name says which platform it is for, which is
      // all `npm ci` needs to skip it here (and to fetch it on that platform).
      const platform = platformOf(name);
      if (!platform) {
        missing.push(`${name}@${version}`);
        continue;
      }
      packages[`node_modules/${name}`] = { version, ...(entry.dev ? { dev: true } : {}), ...platform, optional: true };
      inferred++;
      continue;
    }
    if (!res.ok) throw new Error(`${name}@${version}: registry answered ${res.status}`);
    const meta = await res.json();
    const record = { version, integrity: meta.dist.integrity };
    if (entry.dev) record.dev = true;
    if (meta.license) record.license = meta.license;
    for (const field of ["cpu", "os", "libc"]) if (meta[field]) record[field] = meta[field];
    record.optional = true;
    if (meta.engines) record.engines = meta.engines;
    packages[`node_modules/${name}`] = record;
    added++;
  }
}

// npm keeps the entries sorted by path.
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`Added ${added} optional platform packages to ${file} (${inferred} of them described from their names).`);
if (missing.length) console.log(`Not on the registry (left out): ${missing.join(", ")}`);

function platformOf(name) {
  const tokens = name.split("/").pop().split(/[-_.]/);
  const os = [
    "android",
    "darwin",
    "linux",
    "win32",
    "freebsd",
    "openbsd",
    "netbsd",
    "sunos",
    "aix",
    "openharmony",
  ].find((o) => tokens.includes(o));
  const cpu = ["arm64", "x64", "arm", "ia32", "ppc64", "s390x", "riscv64", "loong64", "mips64el", "wasm32"].find((c) =>
    tokens.includes(c),
  );
  const muslLinux = tokens.includes("linuxmusl");
  if (!os && !cpu && !muslLinux) return null;
  const out = {};
  if (cpu) out.cpu = [cpu];
  if (os || muslLinux) out.os = [os ?? "linux"];
  if (tokens.includes("musl") || muslLinux) out.libc = ["musl"];
  else if (os === "linux" && (tokens.includes("gnu") || tokens.includes("glibc") || cpu)) out.libc = ["glibc"];
  return out;
}
