// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { createMemoryRouter, Link, RouterProvider, useNavigate } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useUnsavedChanges } from "./unsaved-changes.tsx";

function NoteForm() {
  const [text, setText] = useState("");
  const navigate = useNavigate();
  const [dialog, release] = useUnsavedChanges(text !== "");
  return (
    <>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          release();
          navigate("/list");
        }}
      >
        <label htmlFor="t">Title</label>
        <input id="t" value={text} onChange={(e) => setText(e.currentTarget.value)} />
        <button type="submit">Save</button>
        <Link to="/list">Leave</Link>
      </form>
      {dialog}
    </>
  );
}

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: "/form", element: <NoteForm /> },
      { path: "/list", element: <h1>List</h1> },
    ],
    { initialEntries: ["/form"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe("useUnsavedChanges", () => {
  it("lets an untouched form go without a question", async () => {
    const router = renderForm();
    await act(async () => fireEvent.click(screen.getByText("Leave")));
    expect(router.state.location.pathname).toBe("/list");
  });

  it("asks before leaving typed changes; Cancel stays, the second answer leaves", async () => {
    const router = renderForm();
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Sports day" } });
    await act(async () => fireEvent.click(screen.getByText("Leave")));
    expect(await screen.findByRole("heading", { name: "Leave without saving?" })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Cancel" })));
    expect(router.state.location.pathname).toBe("/form");
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Sports day");

    await act(async () => fireEvent.click(screen.getByText("Leave")));
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: "Leave without saving" })));
    expect(router.state.location.pathname).toBe("/list");
  });

  it("warns on closing the tab while changes are unsaved, and lets a save move on without asking", async () => {
    const router = renderForm();
    const unload = () => {
      const e = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(unload()).toBe(false);
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Sports day" } });
    expect(unload()).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(router.state.location.pathname).toBe("/list");
    expect(screen.queryByRole("heading", { name: "Leave without saving?" })).toBeNull();
    expect(unload()).toBe(false);
  });
});
