import fsp from "node:fs/promises";
import path from "node:path";
import { sniffType } from "../storage/file-store.ts";
import { cleanImportedFile } from "../storage/upload-processing.ts";

/** Checks one file an import names; a problem goes on the import's list, a good file is kept for writing. */
export type CheckFile = (
  where: string,
  rel: unknown,
  opts?: { imageOnly?: boolean; pdfOnly?: boolean },
) => Promise<void>;

/**
 * The files an import refers to, each read and cleaned once before anything is
 * written: only regular files inside the import file's folder, of a type the
 * site publishes. `fileData` maps each relative path to its cleaned bytes.
 */
export function importFiles(
  baseDir: string,
  problems: string[],
): { fileData: Map<string, Buffer>; checkFile: CheckFile } {
  const fileData = new Map<string, Buffer>();
  const checkFile: CheckFile = async (where, rel, opts = {}) => {
    if (typeof rel !== "string" || rel.trim() === "") {
      problems.push(`${where}: must be a file path`);
      return;
    }
    if (fileData.has(rel)) return;
    // Only files inside the JSON file's folder: no absolute paths, no way up.
    const abs = path.resolve(baseDir, rel);
    const inside = path.relative(baseDir, abs);
    if (path.isAbsolute(rel) || inside === "" || inside.startsWith("..") || path.isAbsolute(inside)) {
      problems.push(`${where}: ${rel} is outside the folder of the import file`);
      return;
    }
    let data: Buffer;
    try {
      // A symlink (or a linked folder on the way) may lead out of the folder:
      // what counts is where the file really is, and only a regular file there.
      const real = await fsp.realpath(abs);
      const realInside = path.relative(await fsp.realpath(baseDir), real);
      if (realInside === "" || realInside.startsWith("..") || path.isAbsolute(realInside)) {
        problems.push(`${where}: ${rel} is a link to a file outside the folder of the import file`);
        return;
      }
      if (!(await fsp.stat(real)).isFile()) {
        problems.push(`${where}: ${rel} is not a file`);
        return;
      }
      data = await fsp.readFile(real);
    } catch {
      problems.push(`${where}: file not found: ${rel}`);
      return;
    }
    const type = sniffType(data);
    if (!type) problems.push(`${where}: ${rel} is not a JPEG, PNG, WebP or PDF file`);
    else if (opts.imageOnly && type.mime === "application/pdf") problems.push(`${where}: ${rel} must be an image`);
    else if (opts.pdfOnly && type.mime !== "application/pdf") problems.push(`${where}: ${rel} must be a PDF`);
    else {
      // The same cleaning as a staff upload: no EXIF, GPS or camera data is published.
      const cleaned = await cleanImportedFile(data);
      if (typeof cleaned === "string") problems.push(`${where}: ${rel}: ${cleaned}`);
      else fileData.set(rel, cleaned);
    }
  };
  return { fileData, checkFile };
}
