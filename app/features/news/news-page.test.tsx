import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { newsPageData, toNewsCard } from "./news-data.ts";
import { NewsPage } from "./news-page.tsx";

const now = new Date("2026-06-15T06:30:00Z");

describe("a news item's attachments on /news (issue 26)", () => {
  it("shows its photo and a download button for each PDF, whatever order they were attached in", () => {
    const card = toNewsCard({
      _id: "n1",
      title: "Exam timetable",
      description: "The circular is attached.",
      fromDate: "2026-06-10",
      date: "2026-06-10",
      attachments: ["ab/photo.jpg", "cd/timetable.pdf", "ef/syllabus.pdf"],
    });
    const html = renderToString(
      <MemoryRouter>
        <NewsPage {...newsPageData([card], now)} />
      </MemoryRouter>,
    );
    expect(html).toContain('src="/api/image/ab/photo.jpg');
    const buttons = [
      ...html.matchAll(/<a class="button button--small" href="([^"]+)" download="">Download circular \(PDF\)/g),
    ];
    expect(buttons.map((m) => m[1])).toEqual(["/api/image/cd/timetable.pdf", "/api/image/ef/syllabus.pdf"]);
    expect(html).toContain("Exam timetable<!-- -->, file 2 of 2");
  });
});
