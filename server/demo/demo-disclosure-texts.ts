import type { TextPart } from "../../contract/text-translations.ts";
import type { TextTranslations } from "../translations/text-transfer.ts";

const std = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"];
const ordinalsMr = ["पहिली", "दुसरी", "तिसरी", "चौथी", "पाचवी", "सहावी", "सातवी", "आठवी", "नववी", "दहावी"];

/**
 * The demo disclosure's free texts in Marathi and Hindi (issue 29), by their
 * English: designations, qualifications, fee notes and remarks, written for
 * parents. People's names and years stay as written (contract/text-translations.ts);
 * KG-I and KG-II are written so in every language, as the demo's classes are.
 */
const texts: Record<"mr" | "hi", Record<string, string>> = {
  mr: {
    "M.Sc., M.Ed.": "एम.एस्सी., एम.एड.",
    Nursery: "नर्सरी",
    "KG-I": "KG-I",
    "KG-II": "KG-II",
    ...Object.fromEntries(std.map((n, i) => [`Std ${n}`, `इयत्ता ${ordinalsMr[i]}`])),
    "3: April, August and December": "3: एप्रिल, ऑगस्ट आणि डिसेंबर",
    "Includes the kindergarten activity kit": "बालवाडीचा उपक्रम संच समाविष्ट",
    "Includes the SSC board examination fee": "SSC मंडळाच्या परीक्षेचे शुल्क समाविष्ट",
    Chairperson: "अध्यक्ष",
    "Member Secretary": "सदस्य सचिव",
    "Educationist nominated by CBSE": "CBSE ने नामनिर्देशित केलेले शिक्षणतज्ज्ञ",
    "Parent member": "पालक सदस्य",
    "Teacher member": "शिक्षक सदस्य",
    President: "अध्यक्ष",
    Secretary: "सचिव",
    Member: "सदस्य",
    "Highest score 98.4%": "सर्वाधिक गुण 98.4%",
    "Mrs. Sample Principal (regular)": "श्रीमती सॅम्पल प्रिन्सिपल (नियमित)",
    "Ms. Sample Educator, B.Ed. (Special Education)": "सुश्री सॅम्पल एज्युकेटर, बी.एड. (विशेष शिक्षण)",
    "Mr. Sample Counsellor, M.A. Psychology (counsellor and wellness teacher)":
      "श्री. सॅम्पल काउन्सेलर, एम.ए. मानसशास्त्र (समुपदेशक आणि स्वास्थ्य शिक्षक)",
  },
  hi: {
    "M.Sc., M.Ed.": "एम.एससी., एम.एड.",
    Nursery: "नर्सरी",
    "KG-I": "KG-I",
    "KG-II": "KG-II",
    ...Object.fromEntries(std.map((n, i) => [`Std ${n}`, `कक्षा ${i + 1}`])),
    "3: April, August and December": "3: अप्रैल, अगस्त और दिसंबर",
    "Includes the kindergarten activity kit": "बालवाड़ी गतिविधि किट शामिल",
    "Includes the SSC board examination fee": "SSC बोर्ड परीक्षा शुल्क शामिल",
    Chairperson: "अध्यक्ष",
    "Member Secretary": "सदस्य सचिव",
    "Educationist nominated by CBSE": "CBSE द्वारा नामित शिक्षाविद्",
    "Parent member": "अभिभावक सदस्य",
    "Teacher member": "शिक्षक सदस्य",
    President: "अध्यक्ष",
    Secretary: "सचिव",
    Member: "सदस्य",
    "Highest score 98.4%": "सर्वोच्च अंक 98.4%",
    "Mrs. Sample Principal (regular)": "श्रीमती सैंपल प्रिंसिपल (नियमित)",
    "Ms. Sample Educator, B.Ed. (Special Education)": "सुश्री सैंपल एजुकेटर, बी.एड. (विशेष शिक्षा)",
    "Mr. Sample Counsellor, M.A. Psychology (counsellor and wellness teacher)":
      "श्री सैंपल काउंसलर, एम.ए. मनोविज्ञान (परामर्शदाता और स्वास्थ्य शिक्षक)",
  },
};

/** The translations of the demo disclosure's parts, by part key, in each language (a text not listed stays English). */
export function demoDisclosureTranslations(parts: TextPart[]): TextTranslations {
  const inLang = (lang: "mr" | "hi") =>
    Object.fromEntries(parts.flatMap((p) => (texts[lang][p.english] ? [[p.key, texts[lang][p.english]]] : [])));
  return { mr: inLang("mr"), hi: inLang("hi") };
}
