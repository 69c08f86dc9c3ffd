import { data } from "react-router";
import type { ContentKind } from "../../../contract/content-rules.ts";
import { staffApiPath, staffApiPaths } from "../../../contract/staff-api-paths.ts";
import type { ContentListResponse } from "../../../contract/staff-content.ts";
import type { PublishStatus } from "../../../contract/staff-rules.ts";
import { ApiError, api, load, routeError } from "../shell/api.ts";
import type { StaffItem } from "./content-values.ts";

export interface ContentListData {
  items: StaffItem[];
  total: number;
  page: number;
  pageSize: number;
  q: string;
  status: "" | PublishStatus;
}

const CONTENT_PAGE_SIZE = 20;

/** The contract's ContentListResponse, its items as the staff list returns them. */
type ListAnswer = Omit<ContentListResponse, "items"> & { items: StaffItem[] };

/** The list page's data from its address (?q=&status=&page=). */
export async function loadContentList(request: Request, kind: ContentKind): Promise<ContentListData> {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const rawStatus = url.searchParams.get("status");
  const status = rawStatus === "published" || rawStatus === "draft" ? rawStatus : "";
  const page = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
  const query = new URLSearchParams({ page: String(page), pageSize: String(CONTENT_PAGE_SIZE) });
  if (q) query.set("q", q);
  if (status) query.set("status", status);
  const answer = await load<ListAnswer>(request, `${staffApiPath(staffApiPaths.content.list, { kind })}?${query}`);
  return { ...answer, q, status };
}

/**
 * One record for the edit form. The contract names only the list read, so
 * when the single-item read is missing the list is read a hundred at a time
 * until the id turns up (a school has hundreds of items at most).
 */
export async function loadContentItem(request: Request, kind: ContentKind, id: string): Promise<StaffItem> {
  try {
    return await api<StaffItem>(staffApiPath(staffApiPaths.content.one, { kind, id }), { signal: request.signal });
  } catch (e) {
    if (!(e instanceof ApiError) || (e.status !== 404 && e.status !== 405)) throw routeError(request, e);
  }
  for (let page = 1; page <= 50; page++) {
    const answer = await load<ListAnswer>(
      request,
      `${staffApiPath(staffApiPaths.content.list, { kind })}?page=${page}&pageSize=100`,
    );
    const found = answer.items.find((i) => i._id === id);
    if (found) return found;
    if (page * answer.pageSize >= answer.total || !answer.items.length) break;
  }
  throw data({ message: "This item no longer exists. It may have been deleted." }, { status: 404 });
}
