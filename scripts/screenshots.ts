/**
 * `npm run screenshots [-- --out dir] [-- --port n]`: starts the built site on a
 * fresh demo database and saves screenshots of the main public pages and the
 * staff dashboard at 375 and 1280 px into docs/screenshots/ (palette PNGs,
 * first ~1.5 screens only, so the repository stays small).
 * Needs a build (npm run build) and Chromium (CHROME_PATH or /usr/bin/chromium).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import sharp from "sharp";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const port = Number(arg("port", "3290"));
const outDir = path.resolve(arg("out", "docs/screenshots"));
const base = `http://127.0.0.1:${port}`;
const admin = { email: "screenshots@example.com", password: "screenshots-admin-password" };

const shots: { name: string; path: string }[] = [
  { name: "home", path: "/" },
  { name: "tabbed-page", path: "/our-infrastructure" },
  { name: "news", path: "/news" },
  { name: "events", path: "/events" },
  { name: "enquiry", path: "/admission-enquire" },
  { name: "tc", path: "/tc" },
];
const widths = [
  { label: "375", width: 375, height: 812 },
  { label: "1280", width: 1280, height: 800 },
];

async function startServer(): Promise<ChildProcess> {
  const runDir = path.join(os.tmpdir(), `school-screenshots-${port}`);
  await rm(runDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: path.join(runDir, "site.db"),
      DATA_DIR: path.join(runDir, "files"),
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/highlight/tvms`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error("The server did not start within 3 minutes.");
}

/** Saves the page's first ~1.5 screens as a small palette PNG. */
async function save(page: Page, file: string, height: number) {
  const full = await page.evaluate(() => document.documentElement.scrollHeight);
  const width = page.viewportSize()?.width ?? 1280;
  const png = await page.screenshot({
    fullPage: true,
    clip: { x: 0, y: 0, width, height: Math.min(full, Math.round(height * 1.5)) },
  });
  await writeFile(file, await sharp(png).png({ palette: true, quality: 80, compressionLevel: 9 }).toBuffer());
  console.log(`  ${path.relative(process.cwd(), file)}`);
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  await mkdir(outDir, { recursive: true });
  for (const size of widths) {
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      deviceScaleFactor: 1,
      isMobile: size.width < 600,
      hasTouch: size.width < 600,
    });
    const page = await context.newPage();
    for (const shot of shots) {
      await page.goto(base + shot.path);
      await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
      // The notices popup opens once per visit: close it so the page shows.
      const close = page.locator("dialog[open] [data-popup-close]");
      if (await close.count()) await close.first().click();
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(300);
      await save(page, path.join(outDir, `${shot.name}-${size.label}.png`), size.height);
    }
    await page.goto(`${base}/admin/login`);
    await page.getByLabel("E-mail address").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${base}/admin`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await save(page, path.join(outDir, `staff-dashboard-${size.label}.png`), size.height);
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
