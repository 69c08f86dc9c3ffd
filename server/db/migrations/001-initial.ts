import type { Kysely } from "kysely";
import {
  integerDefault,
  numberedId,
  optionalText,
  requiredInteger,
  requiredText,
  schoolCode,
  schoolIndex,
  type Table,
  textDefault,
  textId,
  uniqueIndex,
} from "./columns.ts";

/**
 * Every table of the product. Plain types only (text, integer) so the same
 * migration runs on SQLite and PostgreSQL; lists of file ids are JSON text.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("schools")
    .addColumn("code", "text", (c) => c.primaryKey())
    .$call(requiredText("name"))
    .$call(integerDefault(1, "contentVersion"))
    .$call(requiredText("createdAt"))
    .execute();

  // Each content kind's own columns, after those every kind has (below).
  const content: Record<string, ((table: Table) => Table)[]> = {
    highlights: [requiredText("title", "description", "fromDate", "attachments")],
    notifications: [
      requiredText("title", "description", "image", "attachments", "url"),
      optionalText("startsAt", "endsAt"),
    ],
    onlineRegistrations: [requiredText("title", "url", "attachments")],
    news: [requiredText("title", "description", "fromDate", "attachments")],
    events: [requiredText("title", "description", "date", "time", "venue", "images", "attachments")],
    messages: [requiredText("category", "name", "message", "attachments")],
    galleries: [requiredText("category", "title", "description", "date", "attachments")],
    videos: [requiredText("title", "date", "videoUrl")],
    testimonials: [
      requiredText("name", "description"),
      requiredInteger("rating"),
      requiredText("createdAt", "attachments"),
    ],
    circulars: [requiredText("category", "date", "title", "attachments")],
    media: [requiredText("title", "date", "attachments")],
  };

  for (const [table, columns] of Object.entries(content)) {
    await db.schema
      .createTable(table)
      .addColumn("_id", "text", (c) => c.primaryKey())
      .$call(schoolCode)
      .$call(textDefault("published", "status"))
      .$call(integerDefault(0, "position"))
      .$call(requiredText("createdAtMeta", "updatedAt"))
      .$call((t) => columns.reduce((built, add) => add(built), t))
      .execute();
    await schoolIndex(db, table, "status");
  }

  await db.schema
    .createTable("files")
    .$call(textId)
    .$call(schoolCode)
    .$call(requiredText("mime"))
    .$call(requiredInteger("bytes"))
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .$call(requiredText("originalName", "sha256", "createdAt"))
    .execute();

  await db.schema
    .createTable("pagePhotos")
    .$call(numberedId(db))
    .$call(schoolCode)
    .$call(requiredText("page", "tab"))
    .$call(requiredInteger("position"))
    .$call(requiredText("file", "alt"))
    .execute();
  await db.schema.createIndex("pagePhotos_page_idx").on("pagePhotos").columns(["schoolCode", "page", "tab"]).execute();

  await db.schema
    .createTable("enquiries")
    .$call(textId)
    .$call(schoolCode)
    .$call(requiredText("academicYear", "name", "fatherName", "phone", "email", "school", "class"))
    .$call(optionalText("consentAt", "idempotencyKey"))
    .$call(textDefault("new", "status"))
    .$call(textDefault("", "notes", "clientIp"))
    .$call(requiredText("createdAt"))
    .execute();
  await uniqueIndex(db, "enquiries_idem_idx", "enquiries", "schoolCode", "idempotencyKey");

  await db.schema
    .createTable("transferCertificates")
    .$call(textId)
    .$call(schoolCode)
    .$call(requiredText("admissionNo", "studentName", "file"))
    .$call(optionalText("revokedAt"))
    .$call(requiredText("createdAt", "updatedAt"))
    .execute();
  await db.schema
    .createIndex("tc_admission_idx")
    .on("transferCertificates")
    .columns(["schoolCode", "admissionNo"])
    .execute();

  await db.schema
    .createTable("tcLookups")
    .$call(numberedId(db))
    .$call(requiredText("schoolCode", "admissionNo"))
    .$call(requiredInteger("found"))
    .$call(requiredText("clientIp", "at"))
    .execute();

  await db.schema
    .createTable("staffUsers")
    .$call(textId)
    .$call(schoolCode)
    .$call(requiredText("email", "name"))
    .$call(optionalText("passwordHash"))
    .$call(requiredText("role"))
    .$call(integerDefault(0, "disabled", "failedLogins"))
    .$call(optionalText("lockedUntil"))
    .$call(requiredText("createdAt"))
    .execute();
  await uniqueIndex(db, "staffUsers_email_idx", "staffUsers", "schoolCode", "email");

  await db.schema
    .createTable("staffSessions")
    .$call(textId)
    .addColumn("userId", "text", (c) => c.notNull().references("staffUsers.id").onDelete("cascade"))
    .$call(requiredText("csrfToken", "expiresAt", "createdAt"))
    .execute();

  await db.schema
    .createTable("auditLog")
    .$call(numberedId(db))
    .$call(requiredText("schoolCode"))
    .$call(optionalText("userId"))
    .$call(requiredText("action", "entity"))
    .$call(optionalText("entityId"))
    .$call(textDefault("", "detail"))
    .$call(requiredText("at"))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    "auditLog",
    "staffSessions",
    "staffUsers",
    "tcLookups",
    "transferCertificates",
    "enquiries",
    "pagePhotos",
    "files",
    "media",
    "circulars",
    "testimonials",
    "videos",
    "galleries",
    "messages",
    "events",
    "news",
    "onlineRegistrations",
    "notifications",
    "highlights",
    "schools",
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
