// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, data, Link, Outlet, RouterProvider, useNavigate, useRouteError } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StaffUserView } from "../../../contract/staff.ts";
import { kindDefs } from "../content/content-fields.ts";
import { ContentForm } from "../content/content-form.tsx";
import { emptyValues } from "../content/content-values.ts";
import { AdminErrorPage } from "./admin-error.tsx";
import { AdminShell, useAdmin } from "./admin-shell.tsx";
import { rememberSession } from "./api.ts";

function FrameError() {
  return <AdminErrorPage error={useRouteError()} />;
}

const editor: StaffUserView = { id: "u2", email: "ed@school.in", name: "Asha", role: "editor" };

function renderStaff(user: StaffUserView, path: string, children: Record<string, React.ReactNode>, loaders = {}) {
  const router = createMemoryRouter(
    [
      {
        path: "/admin",
        hydrateFallbackElement: <p>Loading…</p>,
        element: (
          <AdminShell user={user}>
            <Outlet />
          </AdminShell>
        ),
        children: [
          {
            ErrorBoundary: FrameError,
            children: Object.entries(children).map(([p, element]) => ({
              path: p,
              element,
              loader: (loaders as Record<string, () => unknown>)[p],
            })),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("AdminShell", () => {
  it("shows an editor only what an editor may do, and folds the menu behind a button", async () => {
    renderStaff(editor, "/admin/x", { x: <h1>Page</h1> });
    const nav = await screen.findByRole("navigation", { name: "Staff area" });
    const links = [...nav.querySelectorAll("a")].map((a) => a.textContent);
    expect(links).toEqual([
      "Dashboard",
      "Content",
      // Issue 31: what goes live or comes off by the clock; "Waiting for you" is for approvers only.
      "Scheduled",
      "Alerts",
      "Pages",
      "Website menu",
      "Page photos",
      "Public disclosure",
      "My password",
      "View the website",
    ]);
    const toggle = screen.getByRole("button", { name: "Menu" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).toBe("true");
    expect(nav.className).toContain("is-open");
    fireEvent.keyDown(nav, { key: "Escape" });
    expect(nav.className).not.toContain("is-open");
  });

  it("shows the no-access message inside the staff frame when a page refuses", async () => {
    renderStaff(
      editor,
      "/admin/accounts",
      { accounts: <h1>Accounts</h1> },
      {
        accounts: () => {
          throw data({ message: "You do not have access to this page" }, { status: 403 });
        },
      },
    );
    expect(await screen.findByText("You do not have access to this page")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("No access");
    expect(screen.getByRole("navigation", { name: "Staff area" })).toBeTruthy();
  });
});

function Announcer() {
  const { announce } = useAdmin();
  const navigate = useNavigate();
  return (
    <>
      <h1>Photos</h1>
      <button type="button" onClick={() => announce("Photo added.")}>
        Add
      </button>
      <button
        type="button"
        onClick={() => {
          announce("Published: “Sports day”.", { carry: true });
          navigate("/admin/list");
        }}
      >
        Publish
      </button>
      <Link to="/admin/other">Other</Link>
    </>
  );
}

describe("success messages", () => {
  const pages = {
    photos: <Announcer />,
    list: (
      <>
        <h1>List</h1>
        <Link to="/admin/other">Other</Link>
      </>
    ),
    other: <h1>Other</h1>,
  };
  const message = (text: string) => screen.queryByRole("status")?.textContent?.includes(text) ?? false;

  it("keep a message on the page it was made on, not the next one", async () => {
    renderStaff(editor, "/admin/photos", pages);
    fireEvent.click(await screen.findByRole("button", { name: "Add" }));
    await waitFor(() => expect(message("Photo added.")).toBe(true));
    await act(async () => fireEvent.click(screen.getByRole("link", { name: "Other" })));
    await screen.findByRole("heading", { name: "Other" });
    expect(message("Photo added.")).toBe(false);
  });

  it("carry a save's message to the page it leads to, and no further", async () => {
    renderStaff(editor, "/admin/photos", pages);
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: "Publish" })));
    await screen.findByRole("heading", { name: "List" });
    await waitFor(() => expect(message("Published: “Sports day”.")).toBe(true));
    await act(async () => fireEvent.click(screen.getByRole("link", { name: "Other" })));
    await screen.findByRole("heading", { name: "Other" });
    expect(message("Published")).toBe(false);
  });
});

describe("ContentForm", () => {
  const posts: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  beforeEach(() => {
    posts.length = 0;
    rememberSession({ user: editor, csrfToken: "csrf-9" });
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      posts.push({ url, headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ id: "n1" }), { status: 201 });
    });
  });

  it("lists the problems, focuses the first, then sends the record and announces it on the list", async () => {
    const def = kindDefs.news;
    renderStaff(editor, "/admin/content/news/new", {
      "content/news/new": (
        <ContentForm def={def} item={null} initial={{ ...emptyValues(def, "2026-05-04"), fromDate: "" }} />
      ),
      "content/news": <h1>News list</h1>,
    });
    await screen.findByRole("button", { name: "Save draft" });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    });
    const title = screen.getByLabelText(/^Title/);
    expect(document.activeElement).toBe(title);
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(title.getAttribute("aria-describedby")).toBe("content-title-error");
    const summary = screen.getByRole("region", { name: "Please correct the following:" });
    expect([...summary.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "Enter the title",
      "Enter the date",
    ]);
    expect(posts).toHaveLength(0);

    fireEvent.change(title, { target: { value: "Sports day" } });
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: "04/05/2026" } });
    fireEvent.click(screen.getByLabelText("Published: shown on the website"));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save and publish" }));
    });
    await screen.findByRole("heading", { name: "News list" });
    expect(posts).toHaveLength(1);
    expect(posts[0].url).toBe("/api/admin/content/news");
    expect(posts[0].headers["x-csrf-token"]).toBe("csrf-9");
    expect(posts[0].body).toEqual({
      status: "published",
      title: "Sports day",
      description: "",
      fromDate: "04/05/2026",
      attachments: [],
      // Left unticked: publishing sends nothing to parents' phones (issue 30).
      notifyParents: false,
      // "Publish at" and "Remove at" left empty: published on saving, kept until removed (issue 31).
      publishAt: "",
      removeAt: "",
    });
    await waitFor(() => expect(screen.getByText("Published: “Sports day”.")).toBeTruthy());
  });
});
