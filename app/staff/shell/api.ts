import { data, redirect } from "react-router";
import type { MeResponse, UploadResponse } from "../../../contract/staff.ts";
import { staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { isStaffPath } from "../../../contract/staff-area.ts";
import { CSRF_HEADER, can, type Permission, UploadLimits } from "../../../contract/staff-rules.ts";
import { shellApiWords as sw } from "../../i18n/catalogues/staff/shell-api.ts";

export { fileUrl } from "../../components/ui/responsive-image.tsx";

/**
 * The browser side of the staff API (contract/staff.ts): same-origin fetches
 * with the session cookie, the CSRF token on every state-changing request,
 * and the answers turned into errors the pages can show.
 */

type Session = MeResponse;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Field → message, from a 400 answer. */
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const FORBIDDEN_MESSAGE = sw("youDoNotHave");

let session: Promise<Session | null> | null = null;

/** The signed-in user, asked once per page load and kept until sign-in, sign-out or a 401. */
export function loadSession(): Promise<Session | null> {
  if (!session) {
    session = fetch(staffApiPaths.session.me, {
      credentials: "same-origin",
      headers: { accept: "application/json" },
    }).then(async (res) => {
      if (res.status === 401) return null;
      if (!res.ok) throw new ApiError(res.status, "The staff area is not reachable. Please try again.");
      return (await res.json()) as Session;
    });
    session.catch(() => {
      session = null;
    });
  }
  return session;
}

export function rememberSession(value: Session | null): void {
  session = Promise.resolve(value);
}

export function forgetSession(): void {
  session = null;
}

/** Only addresses inside the staff area are followed after sign-in (no open redirect). */
export function safeNext(next: string | null | undefined): string {
  if (!next || !isStaffPath(next) || next.includes("\\") || next.startsWith("/admin/login")) return "/admin";
  return next;
}

export function loginHref(from: string): string {
  const url = new URL(from, "http://x");
  const next = url.pathname + url.search;
  return next === "/admin" || next === "/admin/" ? "/admin/login" : `/admin/login?next=${encodeURIComponent(next)}`;
}

/** For clientLoaders: the session, or a redirect to sign-in, or a 403 when the role may not use the page. */
export async function requireSession(request: Request, permission?: Permission): Promise<Session> {
  const s = await loadSession();
  if (!s) throw redirect(loginHref(request.url));
  if (permission && !can(s.user.role, permission)) throw forbidden();
  return s;
}

function forbidden() {
  return data({ message: FORBIDDEN_MESSAGE }, { status: 403 });
}

interface ApiOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
}

async function errorOf(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as { message?: string; errors?: Record<string, string> } | null;
  const fallback: Record<number, string> = {
    401: sw("yourSessionHasEnded"),
    403: FORBIDDEN_MESSAGE,
    404: sw("thisItemNoLonger"),
    413: sw("theFileIsToo"),
    415: sw("thisTypeOfFile"),
    429: sw("tooManyRequestsPlease"),
  };
  return new ApiError(
    res.status,
    body?.message ?? fallback[res.status] ?? "Something went wrong. Please try again.",
    body?.errors ?? {},
  );
}

/** A JSON call to the staff API; throws ApiError on any non-2xx answer. */
export async function api<T>(path: string, opts: ApiOptions = {}): Promise<T> {
  const method = opts.method ?? "GET";
  const headers: Record<string, string> = { accept: "application/json" };
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  if (method !== "GET") {
    const s = await loadSession();
    if (s) headers[CSRF_HEADER] = s.csrfToken;
  }
  const res = await fetch(path, {
    method,
    headers,
    credentials: "same-origin",
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: opts.signal,
  });
  if (
    res.status === 401 &&
    !path.startsWith(staffApiPaths.session.login) &&
    !path.startsWith(staffApiPaths.session.password)
  ) {
    forgetSession();
  }
  if (!res.ok) throw await errorOf(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** For clientLoaders: what to throw for a failed call (401 → sign-in, 403 → the no-access page). */
export function routeError(request: Request, e: unknown): unknown {
  if (e instanceof ApiError && e.status === 401) return redirect(loginHref(request.url));
  if (e instanceof ApiError && e.status === 403) return forbidden();
  if (e instanceof ApiError) return data({ message: e.message }, { status: e.status });
  return e;
}

/** For clientLoaders: api() with failures turned into route errors. */
export async function load<T>(request: Request, path: string): Promise<T> {
  try {
    return await api<T>(path, { signal: request.signal });
  } catch (e) {
    throw routeError(request, e);
  }
}

export type UploadedFile = UploadResponse;

/** Checked here too so a phone does not send 50 MB to be refused. */
const MAX_UPLOAD_BYTES = UploadLimits.maxBytes;

/**
 * POST staffApiPaths.uploads with XMLHttpRequest, the only browser API that
 * reports upload progress. `onProgress` gets 0…1.
 */
export async function uploadFile(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new ApiError(413, `${file.name} is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`);
  }
  const s = await loadSession();
  return new Promise<UploadedFile>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", staffApiPaths.uploads);
    xhr.setRequestHeader("accept", "application/json");
    if (s) xhr.setRequestHeader(CSRF_HEADER, s.csrfToken);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: { message?: string } | UploadedFile | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status === 201 || xhr.status === 200) {
        onProgress(1);
        resolve(body as UploadedFile);
        return;
      }
      if (xhr.status === 401) forgetSession();
      const messages: Record<number, string> = {
        413: `${file.name} is too large.`,
        415: `${file.name} is not a JPEG, PNG, WebP or PDF file.`,
      };
      const message =
        messages[xhr.status] ?? (body && "message" in body && body.message) ?? sw("theUploadFailedPlease");
      reject(new ApiError(xhr.status, message));
    };
    xhr.onerror = () => reject(new ApiError(0, "The upload failed: check the connection and try again."));
    xhr.onabort = () => reject(new ApiError(0, "The upload was cancelled."));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

export const isPdf = (id: string) => /\.pdf$/i.test(id);
