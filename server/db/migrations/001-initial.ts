import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from "kysely";

/**
 * Every table of the product. Plain types only (text, integer) so the same
 * migration runs on SQLite and PostgreSQL; lists of file ids are JSON text.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("schools")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("contentVersion", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();

  const content: Record<string, [string, "text" | "integer", boolean][]> = {
    highlights: [
      ["title", "text", true],
      ["description", "text", true],
      ["fromDate", "text", true],
      ["attachments", "text", true],
    ],
    notifications: [
      ["title", "text", true],
      ["description", "text", true],
      ["image", "text", true],
      ["attachments", "text", true],
      ["url", "text", true],
      ["startsAt", "text", false],
      ["endsAt", "text", false],
    ],
    onlineRegistrations: [
      ["title", "text", true],
      ["url", "text", true],
      ["attachments", "text", true],
    ],
    news: [
      ["title", "text", true],
      ["description", "text", true],
      ["fromDate", "text", true],
      ["attachments", "text", true],
    ],
    events: [
      ["title", "text", true],
      ["description", "text", true],
      ["date", "text", true],
      ["time", "text", true],
      ["venue", "text", true],
      ["images", "text", true],
      ["attachments", "text", true],
    ],
    messages: [
      ["category", "text", true],
      ["name", "text", true],
      ["message", "text", true],
      ["attachments", "text", true],
    ],
    galleries: [
      ["category", "text", true],
      ["title", "text", true],
      ["description", "text", true],
      ["date", "text", true],
      ["attachments", "text", true],
    ],
    videos: [
      ["title", "text", true],
      ["date", "text", true],
      ["videoUrl", "text", true],
    ],
    testimonials: [
      ["name", "text", true],
      ["description", "text", true],
      ["rating", "integer", true],
      ["createdAt", "text", true],
      ["attachments", "text", true],
    ],
    circulars: [
      ["category", "text", true],
      ["date", "text", true],
      ["title", "text", true],
      ["attachments", "text", true],
    ],
    media: [
      ["title", "text", true],
      ["date", "text", true],
      ["attachments", "text", true],
    ],
  };

  for (const [table, columns] of Object.entries(content)) {
    let builder = db.schema
      .createTable(table)
      .addColumn("_id", "text", (c) => c.primaryKey())
      .addColumn("schoolCode", "text", (c) => c.notNull().references("schools.code"))
      .addColumn("status", "text", (c) => c.notNull().defaultTo("published"))
      .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("createdAtMeta", "text", (c) => c.notNull())
      .addColumn("updatedAt", "text", (c) => c.notNull());
    for (const [name, type, notNull] of columns) {
      builder = builder.addColumn(name, type, (c) => (notNull ? c.notNull() : c));
    }
    await builder.execute();
    await db.schema.createIndex(`${table}_school_idx`).on(table).columns(["schoolCode", "status"]).execute();
  }

  await db.schema
    .createTable("files")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("schoolCode", "text", (c) => c.notNull().references("schools.code"))
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("originalName", "text", (c) => c.notNull())
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("pagePhotos")
    .addColumn("id", serial(db), autoId)
    .addColumn("schoolCode", "text", (c) => c.notNull().references("schools.code"))
    .addColumn("page", "text", (c) => c.notNull())
    .addColumn("tab", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("file", "text", (c) => c.notNull())
    .addColumn("alt", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("pagePhotos_page_idx").on("pagePhotos").columns(["schoolCode", "page", "tab"]).execute();

  await db.schema
    .createTable("enquiries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("schoolCode", "text", (c) => c.notNull().references("schools.code"))
    .addColumn("academicYear", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("fatherName", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("school", "text", (c) => c.notNull())
    .addColumn("class", "text", (c) => c.notNull())
    .addColumn("consentAt", "text")
    .addColumn("idempotencyKey", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("notes", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("clientIp", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("enquiries_idem_idx")
    .unique()
    .on("enquiries")
    .columns(["schoolCode", "idempotencyKey"])
    .execute();

  await db.schema
    .createTable("transferCertificates")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("schoolCode", "text", (c) => c.notNull().references("schools.code"))
    .addColumn("admissionNo", "text", (c) => c.notNull())
    .addColumn("studentName", "text", (c) => c.notNull())
    .addColumn("file", "text", (c) => c.notNull())
    .addColumn("revokedAt", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("tc_admission_idx")
    .on("transferCertificates")
    .columns(["schoolCode", "admissionNo"])
    .execute();

  await db.schema
    .createTable("tcLookups")
    .addColumn("id", serial(db), autoId)
    .addColumn("schoolCode", "text", (c) => c.notNull())
    .addColumn("admissionNo", "text", (c) => c.notNull())
    .addColumn("found", "integer", (c) => c.notNull())
    .addColumn("clientIp", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("staffUsers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("schoolCode", "text", (c) => c.notNull().references("schools.code"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("passwordHash", "text")
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("disabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("failedLogins", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("lockedUntil", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("staffUsers_email_idx")
    .unique()
    .on("staffUsers")
    .columns(["schoolCode", "email"])
    .execute();

  await db.schema
    .createTable("staffSessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("userId", "text", (c) => c.notNull().references("staffUsers.id").onDelete("cascade"))
    .addColumn("csrfToken", "text", (c) => c.notNull())
    .addColumn("expiresAt", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("auditLog")
    .addColumn("id", serial(db), autoId)
    .addColumn("schoolCode", "text", (c) => c.notNull())
    .addColumn("userId", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("entityId", "text")
    .addColumn("detail", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
function serial(db: Kysely<any>): "serial" | "integer" {
  // SQLite has no identity columns; its INTEGER PRIMARY KEY is one already.
  return db.getExecutor().adapter instanceof PostgresAdapter ? "serial" : "integer";
}
const autoId = (c: ColumnDefinitionBuilder) => c.primaryKey();

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
