import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../../app.ts";
import { type Config, testConfig } from "../../config.ts";
import { newId } from "../../content/content-repository.ts";
import { standIn } from "../../shared/test-stand-in.ts";

/** An API-only app on an in-memory database with its own file store (tests only). */
export async function testApp(overrides: Partial<Config> = {}) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "forms-test-"));
  const app = await buildApp({ config: testConfig({ dataDir, ...overrides }) });
  app.addHook("onClose", async () => fs.rm(dataDir, { recursive: true, force: true }));
  return app;
}

type App = Awaited<ReturnType<typeof testApp>>;

/**
 * An app built before the enclosing describe block's tests and closed after
 * them, for a block whose only set-up is the app:
 * `const app = appForTests(testApp)`.
 */
export function appForTests<T extends { close(): unknown }>(build: () => Promise<T>): T {
  let built: T | undefined;
  beforeAll(async () => {
    built = await build();
  });
  afterAll(() => built?.close());
  return standIn(() => built);
}

/** Stores a certificate image under private/, as the content import does. */
export async function addCertificate(app: App, admissionNo: string, studentName: string) {
  const jpeg = await sharp({ create: { width: 40, height: 56, channels: 3, background: "#f5f0e1" } })
    .jpeg()
    .toBuffer();
  const school = app.services.config.schoolCode;
  // Distinct bytes per certificate, so each gets its own file.
  const data = Buffer.concat([jpeg, Buffer.from(admissionNo)]);
  const file = await app.services.files.save(school, data, "certificate.jpg", { private: true });
  const now = new Date().toISOString();
  const id = newId();
  await app.services.database.db
    .insertInto("transferCertificates")
    .values({
      id,
      schoolCode: school,
      admissionNo,
      studentName,
      file: file.id,
      revokedAt: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return { id, file: file.id, bytes: data };
}

export const validEnquiry = {
  academicYear: "2025-26",
  name: "Aarav Deshmukh",
  fatherName: "Sunil Deshmukh",
  phone: "9876543210",
  email: "sunil@example.com",
  school: "cbse",
  class: "Nursery",
  consent: true,
};
