import type { z } from "zod";
import type { CertificateRequest, UpdateCertificateRequest } from "../../contract/staff.ts";
import { newId } from "../content/content-repository.ts";
import type { Services } from "../services.ts";
import { FileUsage } from "../storage/file-usage.ts";
import { CertificateRepository, type CertificateRow } from "./certificate-repository.ts";

export const certificateMessages = {
  gone: "This certificate no longer exists.",
  notImage: "Choose an uploaded image of the certificate (JPEG, PNG or WebP).",
  duplicate: "A certificate for this admission number already exists. Replace its file instead.",
  fileMissing: "The certificate's file is missing. Upload it again with Replace.",
} as const;

const view = (r: CertificateRow) => ({
  id: r.id,
  admissionNo: r.admissionNo,
  studentName: r.studentName,
  revokedAt: r.revokedAt,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

type CertificateView = ReturnType<typeof view>;
/** A change refused because of these fields (field: message), or the certificate is gone. */
type Refusal = { status: "invalid"; errors: Record<string, string> } | { status: "gone" };
type Done = { status: "done"; before: CertificateRow; certificate: CertificateView | undefined };

/**
 * Transfer certificates as staff keep them: each is an image in the private
 * store, which has no public address; parents reach it only through a
 * lookup's short-lived link (certificate-lookup.ts), and staff through its file. An
 * uploaded image is copied in and its public upload deleted (unless
 * something else uses the same bytes). A school has at most one live
 * certificate per admission number.
 */
export class CertificateService {
  private readonly certificates: CertificateRepository;
  private readonly usage: FileUsage;

  constructor(private readonly services: Pick<Services, "database" | "store" | "files" | "images">) {
    this.certificates = new CertificateRepository(services.database.db);
    this.usage = new FileUsage(services.database.db, services.store);
  }

  async search(school: string, needle?: string): Promise<CertificateView[]> {
    return (await this.certificates.search(school, needle)).map(view);
  }

  /** The latest lookups, with `found` as a boolean and the way they came ("lookup" or "verify"). */
  async lookups(school: string, admissionNo: string | undefined, limit: number) {
    const rows = await this.certificates.lookups(school, admissionNo, limit);
    return rows.map((r) => ({ ...r, found: Boolean(r.found), via: r.via ?? "lookup" }));
  }

  byId(school: string, id: string): Promise<CertificateRow | undefined> {
    return this.certificates.byId(school, id);
  }

  async create(
    school: string,
    input: z.infer<typeof CertificateRequest>,
  ): Promise<
    Extract<Refusal, { status: "invalid" }> | { status: "done"; id: string; certificate: CertificateView | undefined }
  > {
    if (await this.certificates.activeWith(school, input.admissionNo))
      return { status: "invalid", errors: { admissionNo: certificateMessages.duplicate } };
    const file = await this.privateCopy(school, input.file);
    if (!file) return { status: "invalid", errors: { file: certificateMessages.notImage } };
    const now = new Date().toISOString();
    const id = newId();
    await this.certificates.insert({
      id,
      schoolCode: school,
      admissionNo: input.admissionNo,
      studentName: input.studentName,
      file,
      revokedAt: null,
      createdAt: now,
      updatedAt: now,
    });
    await this.dropUpload(school, input.file);
    return { status: "done", id, certificate: await this.viewOf(school, id) };
  }

  /** A new name and/or a new image; `before` tells the caller what it was. */
  async update(school: string, id: string, input: z.infer<typeof UpdateCertificateRequest>): Promise<Refusal | Done> {
    const before = await this.certificates.byId(school, id);
    if (!before) return { status: "gone" };
    let file = before.file;
    if (input.file) {
      const copy = await this.privateCopy(school, input.file);
      if (!copy) return { status: "invalid", errors: { file: certificateMessages.notImage } };
      file = copy;
    }
    const changes = { studentName: input.studentName ?? before.studentName, file, updatedAt: new Date().toISOString() };
    await this.certificates.update(before.id, changes);
    if (input.file) {
      await this.dropUpload(school, input.file);
      if (before.file !== file) await this.usage.removeIfUnused(school, before.file);
    }
    return { status: "done", before, certificate: await this.viewOf(school, before.id) };
  }

  /**
   * Revokes (keeping the first date when revoked again) or restores; a
   * restore is refused while another live certificate has the number.
   */
  async setRevoked(school: string, id: string, revoke: boolean): Promise<Refusal | Done> {
    const before = await this.certificates.byId(school, id);
    if (!before) return { status: "gone" };
    if (!revoke && before.revokedAt && (await this.certificates.activeWith(school, before.admissionNo, before.id))) {
      return { status: "invalid", errors: { admissionNo: certificateMessages.duplicate } };
    }
    const now = new Date().toISOString();
    await this.certificates.setRevoked(before.id, revoke ? (before.revokedAt ?? now) : null, now);
    return { status: "done", before, certificate: await this.viewOf(school, before.id) };
  }

  private async viewOf(school: string, id: string) {
    const row = await this.certificates.byId(school, id);
    return row && view(row);
  }

  /** Copies an uploaded image into the private store; undefined when it is not one. */
  private async privateCopy(school: string, upload: string): Promise<string | undefined> {
    const known = await this.usage.known(school, [upload]);
    const data = upload.startsWith("private/") ? null : await this.services.store.read(upload);
    if (!data || !known.get(upload)?.mime.startsWith("image/")) return undefined;
    const stored = await this.services.files.save(school, data, "certificate", { private: true });
    return stored.id;
  }

  /** The public upload a certificate was copied from goes, unless something else uses it. */
  private async dropUpload(school: string, upload: string): Promise<void> {
    this.services.images.forget(upload);
    await this.usage.removeIfUnused(school, upload);
  }
}
