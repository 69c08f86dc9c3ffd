// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { clipboardTable } from "./table-paste.ts";

describe("a table pasted from a spreadsheet or Word keeps its rows and columns", () => {
  it("reads Excel's and Google Sheets' tab-separated text, quoted cells included", () => {
    const text = 'Route\tStops\tLeaves\r\n1\t"Kothrud,\r\nKarve Nagar"\t7:10\r\n2\tBaner\t7:20\r\n3\tAundh\t\r\n';
    expect(clipboardTable("", text)).toEqual([
      ["Route", "Stops", "Leaves"],
      ["1", "Kothrud,\nKarve Nagar", "7:10"],
      ["2", "Baner", "7:20"],
      ["3", "Aundh", ""],
    ]);
  });

  it("reads the HTML table Word and Sheets put beside the text, merged cells keeping the columns", () => {
    const html =
      '<meta charset="utf-8"><table style="border:1px"><tbody><tr><td><p class="MsoNormal"><b>Route</b></p></td><td>Stops</td><td>Leaves</td></tr>' +
      '<tr><td colspan="2">All routes</td><td>7:00</td></tr></tbody></table>';
    expect(clipboardTable(html, "ignored")).toEqual([
      ["Route", "Stops", "Leaves"],
      ["All routes", "", "7:00"],
    ]);
  });

  it("is no table when the clipboard holds ordinary words", () => {
    expect(clipboardTable("<p>Hello</p>", "Hello")).toBeNull();
  });
});
