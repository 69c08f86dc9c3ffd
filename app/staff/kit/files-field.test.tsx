// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rememberSession } from "../shell/api.ts";
import { IMAGE_TYPES } from "./file-types.ts";
import { accepts, FilesField, moveItem, uploadAll } from "./files-field.tsx";

function Album({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <FilesField
        form="t"
        name="attachments"
        label="Photos"
        accept="image/jpeg"
        images
        cover
        value={value}
        onChange={(u) => setValue(u)}
      />
      <span data-testid="order">{value.join(",")}</span>
    </>
  );
}

/** A circular's attachments: PDFs. */
function Circular() {
  const [value, setValue] = useState<string[]>([]);
  return (
    <FilesField
      form="t"
      name="attachments"
      label="Attachments"
      accept="application/pdf"
      images={false}
      value={value}
      onChange={(u) => setValue(u)}
    />
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("moveItem and uploadAll", () => {
  it("move one item and leave the list alone at its ends", () => {
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
  });

  it("upload two at a time and keep the chosen order in the results", async () => {
    let running = 0;
    let most = 0;
    const files = ["1", "2", "3", "4", "5"].map((n) => new File([n], `${n}.jpg`));
    const results = await uploadAll(files, async (f) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, f.name === "1.jpg" ? 20 : 1));
      running--;
      return f.name === "3.jpg" ? null : { id: f.name, mime: "image/jpeg", bytes: 1, width: 1, height: 1 };
    });
    expect(most).toBe(2);
    expect(results.map((r) => r?.id ?? null)).toEqual(["1.jpg", "2.jpg", null, "4.jpg", "5.jpg"]);
  });
});

describe("FilesField", () => {
  it("reorders with buttons, keeps the focus on the moved photo and names the cover", () => {
    render(<Album initial={["a.jpg", "b.jpg", "c.jpg"]} />);
    expect(screen.getByRole("img", { name: "Photo 1 (cover)" })).toBeTruthy();
    const up = screen.getByRole("button", { name: "Move photo 3 up" });
    up.focus();
    fireEvent.click(up);
    expect(screen.getByTestId("order").textContent).toBe("a.jpg,c.jpg,b.jpg");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move photo 2 up" }));
    // At the top "up" is disabled: the focus goes to the photo's next button.
    fireEvent.click(screen.getByRole("button", { name: "Move photo 2 up" }));
    expect(screen.getByTestId("order").textContent).toBe("c.jpg,a.jpg,b.jpg");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move photo 1 (cover) down" }));
    fireEvent.click(screen.getByRole("button", { name: "Make photo 3 the cover" }));
    expect(screen.getByTestId("order").textContent).toBe("b.jpg,c.jpg,a.jpg");
    fireEvent.click(screen.getByRole("button", { name: "Remove photo 2" }));
    expect(screen.getByTestId("order").textContent).toBe("b.jpg,a.jpg");
  });

  describe("uploads", () => {
    const sent: { headers: Record<string, string>; body: FormData }[] = [];
    // A test that looks at the screen while uploads are under way closes this gate, so a slow
    // machine cannot finish them before it looks (CI once did, within a 5 ms timer).
    let gate: Promise<void> = Promise.resolve();
    beforeEach(() => {
      sent.length = 0;
      gate = Promise.resolve();
      rememberSession({ user: { id: "u", email: "e", name: "E", role: "editor" }, csrfToken: "csrf-1" });
      class FakeXhr {
        upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
        status = 0;
        responseText = "";
        headers: Record<string, string> = {};
        onload?: () => void;
        onerror?: () => void;
        onabort?: () => void;
        open() {}
        abort() {}
        setRequestHeader(k: string, v: string) {
          this.headers[k] = v;
        }
        send(body: FormData) {
          sent.push({ headers: this.headers, body });
          const file = body.get("file") as File;
          const answer = () => {
            this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
            if (file.name === "virus.jpg") {
              this.status = 415;
              this.responseText = JSON.stringify({ message: "Not a picture" });
            } else {
              this.status = 201;
              const isPdf = file.name.endsWith(".pdf");
              this.responseText = JSON.stringify({
                id: `up/${file.name}`,
                mime: isPdf ? "application/pdf" : "image/jpeg",
                bytes: 3,
                width: isPdf ? null : 1,
                height: isPdf ? null : 1,
                // The server reads a PDF's words: the fake's scans are named so.
                ...(isPdf ? { hasText: !file.name.startsWith("scan") } : {}),
              });
            }
            this.onload?.();
          };
          void gate.then(() => setTimeout(answer, 5));
        }
      }
      vi.stubGlobal("XMLHttpRequest", FakeXhr);
    });

    it("add the uploaded photos in the chosen order, with the token, and show why one failed", async () => {
      let open = () => {};
      gate = new Promise((resolve) => {
        open = resolve;
      });
      render(<Album initial={["a.jpg"]} />);
      const input = screen.getByLabelText("Add photos") as HTMLInputElement;
      const files = [new File(["1"], "one.jpg"), new File(["2"], "virus.jpg"), new File(["3"], "two.jpg")];
      await act(async () => {
        fireEvent.change(input, { target: { files } });
      });
      expect(screen.getByText("Uploading: 0 of 3 done")).toBeTruthy();
      open();
      await waitFor(() => expect(screen.getByTestId("order").textContent).toBe("a.jpg,up/one.jpg,up/two.jpg"));
      expect(sent.map((s) => s.headers["x-csrf-token"])).toEqual(["csrf-1", "csrf-1", "csrf-1"]);
      expect(screen.getByText("virus.jpg is not a JPEG, PNG, WebP or PDF file.")).toBeTruthy();
      expect(screen.getByRole("status").textContent).toBe("2 of 3 photos uploaded. 1 failed: see the messages below.");
    });

    it("ask for the words of a scanned PDF until it is removed, and not for a typed one (issue 30)", async () => {
      render(<Circular />);
      const files = [new File(["1"], "scan-circular.pdf"), new File(["2"], "typed.pdf")];
      await act(async () => {
        fireEvent.change(screen.getByLabelText("Add files"), { target: { files } });
      });
      const ask =
        /^scan-circular\.pdf is a scanned picture: phones and screen readers cannot read its words\. Type or paste what it says on this form as well\.$/;
      await waitFor(() => expect(screen.getByText(ask)).toBeTruthy());
      expect(screen.queryByText(/typed\.pdf is a scanned/)).toBeNull();
      expect(screen.getByRole("status").textContent).toContain("scan-circular.pdf is a scanned picture");
      fireEvent.click(screen.getByRole("button", { name: "Remove file 1" }));
      expect(screen.queryByText(ask)).toBeNull();
    });
  });
});

describe("accepts", () => {
  it("refuses a chosen file whose type the field does not take, and leaves untyped files to the server", () => {
    const pdf = new File(["%PDF"], "scan.pdf", { type: "application/pdf" });
    expect(accepts(IMAGE_TYPES, pdf)).toBe(false);
    expect(accepts(`${IMAGE_TYPES},application/pdf`, pdf)).toBe(true);
    expect(accepts(IMAGE_TYPES, new File(["x"], "a.jpg", { type: "image/jpeg" }))).toBe(true);
    expect(accepts(IMAGE_TYPES, new File(["x"], "a.heic"))).toBe(true);
  });
});
