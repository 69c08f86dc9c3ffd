import { execFile } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type BetterSqlite3 from "better-sqlite3";
import { SqliteDatabase } from "../db/sqlite-driver.ts";
import { readTar, tarEnd, tarHeader, tarPadding } from "./tar.ts";

const run = promisify(execFile);

/**
 * One backup file (a gzipped tar) holding the database and the files of
 * DATA_DIR:
 *   manifest.json       what it is, when, which engine
 *   database.sqlite     SQLite's online backup (consistent while the server writes)
 *   database.pgdump     or pg_dump's custom format
 *   files/…             every file under DATA_DIR
 * The database is copied first: files are never changed in place (new
 * uploads get new names), so every file the copied database names is still
 * there when the files are read a moment later.
 */
interface BackupTarget {
  databaseUrl: string;
  dataDir: string;
  /**
   * The S3 bucket when S3_BUCKET is set. Its files are then neither copied
   * into the backup nor restored from it: they stay in the bucket, which
   * keeps its own history (versioning, replication; README "Running in
   * production"). The manifest names the bucket, so a restore can say so.
   */
  bucket?: string | null;
}

interface Manifest {
  format: "school-site-backup";
  version: 1;
  createdAt: string;
  engine: "sqlite" | "postgres";
  files: number;
  /** Set when the files were in this S3 bucket and not copied into the backup. */
  bucket?: string;
}

const isPostgres = (url: string) => /^postgres(ql)?:\/\//.test(url);
const sqliteFile = (url: string) => path.resolve(url.replace(/^(sqlite:|file:)/, ""));

export async function backup(target: BackupTarget, file: string): Promise<Manifest & { bytes: number }> {
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), "school-backup-"));
  try {
    const engine = isPostgres(target.databaseUrl) ? "postgres" : "sqlite";
    const dbCopy = path.join(work, engine === "postgres" ? "database.pgdump" : "database.sqlite");
    if (engine === "postgres") {
      await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", "--file", dbCopy, target.databaseUrl]);
    } else {
      const source = new SqliteDatabase(sqliteFile(target.databaseUrl), { fileMustExist: true, readonly: true });
      try {
        // The online backup API copies a consistent snapshot, WAL included;
        // a plain copy of site.db while the server runs misses recent commits.
        await source.backup(dbCopy);
      } finally {
        source.close();
      }
    }
    const files = !target.bucket && fs.existsSync(target.dataDir) ? await listFiles(target.dataDir) : [];
    const manifest: Manifest = {
      format: "school-site-backup",
      version: 1,
      createdAt: new Date().toISOString(),
      engine,
      files: files.length,
      ...(target.bucket ? { bucket: target.bucket } : {}),
    };

    async function* entries(): AsyncGenerator<Buffer> {
      const json = Buffer.from(JSON.stringify(manifest, null, 2));
      yield* entry("manifest.json", json);
      yield* entry(path.basename(dbCopy), await fsp.readFile(dbCopy));
      for (const rel of files) {
        const data = await fsp.readFile(path.join(target.dataDir, rel)).catch(() => null);
        // Removed since it was listed (the sweep): nothing to keep.
        if (data) yield* entry(`files/${rel.split(path.sep).join("/")}`, data);
      }
      yield tarEnd();
    }

    await fsp.mkdir(path.dirname(path.resolve(file)), { recursive: true });
    const partial = `${file}.partial`;
    await pipeline(Readable.from(entries()), zlib.createGzip({ level: 6 }), fs.createWriteStream(partial));
    await fsp.rename(partial, file);
    return { ...manifest, bytes: (await fsp.stat(file)).size };
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}

function* entry(name: string, data: Buffer): Generator<Buffer> {
  yield tarHeader(name, data.length);
  yield data;
  yield tarPadding(data.length);
}

/** Relative paths of the regular files under `root` (temporary and probe files left out). */
async function listFiles(root: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string) => {
    for (const d of await fsp.readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, d.name);
      if (d.isDirectory()) await walk(full);
      else if (d.isFile() && !d.name.endsWith(".tmp") && !d.name.startsWith(".ready-"))
        out.push(path.relative(root, full));
    }
  };
  await walk(root);
  return out.sort();
}

/**
 * Puts a backup back. The whole archive is read and checked first (its
 * manifest, engine and file store, that the database copy is sound, every
 * file name): a backup refused for any reason has changed nothing. Only then
 * is the database restored, and DATA_DIR made to hold exactly the backup's
 * files (a second read of the archive, so the files are never held twice).
 * The server must be stopped: a running one would keep writing to the old
 * database file (SQLite) or hold connections that block the restore.
 */
export async function restore(target: BackupTarget, file: string): Promise<Manifest> {
  if (!fs.existsSync(file)) throw new Error(`no backup file at ${file}`);
  const engine = isPostgres(target.databaseUrl) ? "postgres" : "sqlite";
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), "school-restore-"));
  const root = path.resolve(target.dataDir);
  try {
    const { manifest, database } = await checkBackup(target, file, engine, root, work);
    if (engine === "postgres") await restorePostgres(target.databaseUrl, database);
    else await restoreSqlite(sqliteFile(target.databaseUrl), database);
    const restored = new Set<string>();
    for await (const e of readTar(fs.createReadStream(file).pipe(zlib.createGunzip()))) {
      const dest = fileDestination(root, e.name);
      if (!dest) continue;
      await fsp.mkdir(path.dirname(dest), { recursive: true });
      await fsp.writeFile(`${dest}.restore.tmp`, e.data);
      await fsp.rename(`${dest}.restore.tmp`, dest);
      restored.add(path.relative(root, dest));
    }
    // Files added after the backup would be orphans of the restored database.
    // Files in a bucket are left as they are: the bucket's versioning undoes changes there.
    if (!target.bucket && fs.existsSync(root))
      for (const rel of await listFiles(root)) if (!restored.has(rel)) await fsp.rm(path.join(root, rel));
    return manifest;
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}

/** Where a `files/…` entry goes under `root`; null for other entries; throws for a name leading elsewhere. */
function fileDestination(root: string, name: string): string | null {
  if (!name.startsWith("files/")) return null;
  const dest = path.resolve(root, path.normalize(name.slice("files/".length)));
  if (!dest.startsWith(root + path.sep)) throw new Error(`unsafe file name in the backup: ${name}`);
  return dest;
}

/**
 * Reads the whole backup without changing anything: the manifest first,
 * then the database (copied into `work` and checked), then files with safe
 * names. Returns the manifest and the checked database copy.
 */
async function checkBackup(
  target: BackupTarget,
  file: string,
  engine: "sqlite" | "postgres",
  root: string,
  work: string,
): Promise<{ manifest: Manifest; database: string }> {
  let manifest: Manifest | null = null;
  let database: string | null = null;
  for await (const e of readTar(fs.createReadStream(file).pipe(zlib.createGunzip()))) {
    if (e.name === "manifest.json") {
      manifest = JSON.parse(e.data.toString("utf8")) as Manifest;
      if (manifest.format !== "school-site-backup") throw new Error(`${file} is not a backup of this site`);
      refuseMixedFileStores(manifest, target);
      if (manifest.engine !== engine)
        throw new Error(
          `this backup holds a ${manifest.engine} database, but DATABASE_URL names a ${engine} one; restore it into a ${manifest.engine} database`,
        );
      continue;
    }
    if (!manifest) throw new Error(`${file} is not a backup of this site (no manifest first)`);
    if (e.name === "database.sqlite" || e.name === "database.pgdump") {
      if (database) throw new Error(`${file} holds more than one database`);
      database = path.join(work, e.name);
      await fsp.writeFile(database, e.data);
      if (engine === "postgres") await checkPostgresDump(database);
      else checkSqliteCopy(database);
      continue;
    }
    if (!fileDestination(root, e.name)) continue;
    if (!database) throw new Error("the backup has files before its database; it was not made by npm run backup");
  }
  if (!manifest || !database) throw new Error(`${file} holds no database`);
  return { manifest, database };
}

/**
 * A backup whose files were in a bucket, restored into DATA_DIR, would
 * empty the folder; local files restored while S3_BUCKET is set would be
 * written where the server never looks. Both are refused before anything
 * changes, with what to do instead.
 */
function refuseMixedFileStores(manifest: Manifest, target: BackupTarget): void {
  if (manifest.bucket && !target.bucket)
    throw new Error(
      `this backup's files are in the S3 bucket ${manifest.bucket}, not in the backup: set S3_BUCKET=${manifest.bucket} (and its S3_ settings) to restore the database next to them`,
    );
  if (!manifest.bucket && target.bucket && manifest.files > 0)
    throw new Error(
      `this backup holds ${manifest.files} files from a local folder, but S3_BUCKET is set: restore it without S3_BUCKET into DATA_DIR, then copy that folder into the bucket under the school's code (for example aws s3 sync DATA_DIR s3://${target.bucket}/SCHOOL_CODE/)`,
    );
}

function checkSqliteCopy(copy: string): void {
  let check: BetterSqlite3.Database | null = null;
  try {
    check = new SqliteDatabase(copy, { readonly: true });
    const result = String(check.pragma("integrity_check", { simple: true }));
    if (result !== "ok") throw new Error(result);
  } catch (e) {
    throw new Error(`the database in the backup is damaged: ${(e as Error).message}`);
  } finally {
    check?.close();
  }
}

/** pg_restore reads the dump's table of contents: a damaged or foreign file fails here, before anything changes. */
async function checkPostgresDump(copy: string): Promise<void> {
  try {
    await run("pg_restore", ["--list", copy]);
  } catch (e) {
    const err = e as { stderr?: string; message: string };
    throw new Error(
      `the database in the backup is damaged: ${(err.stderr || err.message).trim().split("\n").slice(-1)}`,
    );
  }
}

async function restoreSqlite(file: string, copy: string): Promise<void> {
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const staged = `${file}.restore.tmp`;
  await fsp.copyFile(copy, staged);
  // The old WAL belongs to the old file: left in place it would be replayed over the restored one.
  await fsp.rm(`${file}-wal`, { force: true });
  await fsp.rm(`${file}-shm`, { force: true });
  await fsp.rename(staged, file);
}

async function restorePostgres(url: string, copy: string): Promise<void> {
  try {
    await run("pg_restore", [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--no-privileges",
      "--single-transaction",
      "--exit-on-error",
      "--dbname",
      url,
      copy,
    ]);
  } catch (e) {
    const err = e as { stderr?: string; message: string };
    throw new Error(`pg_restore failed: ${(err.stderr || err.message).trim().split("\n").slice(-3).join(" ")}`);
  }
}
