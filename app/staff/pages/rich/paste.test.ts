// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { pastedBlocks } from "./paste.ts";

// What Word for Windows puts on the clipboard (trimmed): its own styles, lists
// as mso-list paragraphs with the bullet as text, empty paragraphs, a table.
const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{font-family:Calibri}</style></head>
<body lang=EN-IN style='tab-interval:36.0pt'><!--StartFragment--><div class=WordSection1>
<h1 style='margin-top:12pt'><span style='font-family:"Calibri Light";color:#2F5496'>Bus routes</span></h1>
<p class=MsoNormal><span style='font-size:14.0pt;color:red;font-family:"Comic Sans MS"'>Buses leave at <b>7:05 am</b>; see <a href="https://www.google.com/maps/place/x">the map</a> and <i>be on time</i>.</span></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;</span></span><![endif]>Route 1</p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;</span></span><![endif]>Route 2</p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraphCxSpFirst style='mso-list:l1 level1 lfo2'><span style='mso-list:Ignore'>1.<span>&nbsp;</span></span>Board the bus</p>
<p class=MsoListParagraphCxSpLast style='mso-list:l1 level1 lfo2'><span style='mso-list:Ignore'>2.<span>&nbsp;</span></span>Show the card</p>
<table class=MsoTableGrid border=1 style='border-collapse:collapse'>
 <tr><td style='width:150pt'><p class=MsoNormal><b>Route</b></p></td><td><p class=MsoNormal><b>Stop</b></p></td><td><p class=MsoNormal><b>Time</b></p></td></tr>
 <tr><td><p class=MsoNormal>1</p></td><td><p class=MsoNormal>Station Road</p></td><td><p class=MsoNormal>7:05</p></td></tr>
</table>
<p class=MsoNormal><span style='color:red'><script>alert(1)</script><img src="x.png">Done.</span></p>
</div><!--EndFragment--></body></html>`;

// Google Docs: everything inside <b style="font-weight:normal">, bold as a styled span, real lists.
const GOOGLE = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><h2 dir="ltr"><span style="font-size:16pt;color:#000000">Timings</span></h2>
<p dir="ltr"><span style="font-weight:400">School starts at </span><span style="font-weight:700">8:00 am</span><span style="font-weight:400">.</span></p>
<ul><li dir="ltr"><p dir="ltr"><span style="font-weight:400">Nursery</span></p></li><li dir="ltr"><p dir="ltr"><span style="font-weight:400">Std I</span></p></li></ul></b>`;

/** Rich text as the editor stores it: plain, bold, italic and linked runs. */
const text = (v: string) => ({ t: "text", v });
const b = (v: string) => ({ t: "b", c: [text(v)] });
const i = (v: string) => ({ t: "i", c: [text(v)] });
const link = (href: string, v: string) => ({ t: "a", href, c: [text(v)] });

describe("pasting into the page editor", () => {
  it("keeps Word's heading, bold, italic, link, bulleted and numbered lists and table, and drops its styles", () => {
    expect(pastedBlocks(WORD, "")).toEqual([
      { type: "heading", text: "Bus routes" },
      {
        type: "paragraph",
        text: [
          text("Buses leave at "),
          b("7:05 am"),
          text("; see "),
          link("https://www.google.com/maps/place/x", "the map"),
          text(" and "),
          i("be on time"),
          text("."),
        ],
      },
      { type: "list", items: [[text("Route 1")], [text("Route 2")]] },
      {
        type: "list",
        ordered: true,
        items: [[text("Board the bus")], [text("Show the card")]],
      },
      {
        type: "table",
        caption: "",
        head: ["Route", "Stop", "Time"],
        rows: [[[text("1")], [text("Station Road")], [text("7:05")]]],
      },
      { type: "paragraph", text: [text("Done.")] },
    ]);
  });

  it("reads Google Docs' bold spans and lists, and not its whole-copy bold wrapper", () => {
    expect(pastedBlocks(GOOGLE, "")).toEqual([
      { type: "heading", text: "Timings" },
      {
        type: "paragraph",
        text: [text("School starts at "), b("8:00 am"), text(".")],
      },
      { type: "list", items: [[text("Nursery")], [text("Std I")]] },
    ]);
  });

  it("makes a table of a spreadsheet's tab-separated cells, and WhatsApp's *bold* and _italic_ of plain text", () => {
    expect(pastedBlocks("", "Route\tStop\n1\tStation Road\n")).toEqual([
      {
        type: "table",
        caption: "",
        head: ["Route", "Stop"],
        rows: [[[text("1")], [text("Station Road")]]],
      },
    ]);
    expect(pastedBlocks("", "Fees are due *Monday*, _please_ note.")).toEqual([
      {
        type: "paragraph",
        text: [text("Fees are due "), b("Monday"), text(", "), i("please"), text(" note.")],
      },
    ]);
  });
});
