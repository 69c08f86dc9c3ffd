/** Words of the transfer certificate page; the spec's messages live in contract/enquiry-rules.ts. */
export const tcText = {
  intro:
    "Enter the admission number and the student's full name as they appear in the school register or on a fee receipt. The certificate downloads as an image named after the admission number.",
  labels: { admission: "Admission No.", name: "Student Full Name" },
  submit: "Download certificate",
  searching: "Checking…",
  downloaded: (file: string) => `The certificate was downloaded as ${file}.`,
  ready: "The certificate is ready.",
  readyLink: (file: string) => `Download ${file}`,
  readyNote: "The link works for 10 minutes.",
  sample: {
    heading: "Sample certificate",
    frameTitle: "Sample transfer certificate (PDF)",
    link: "Open the sample certificate (PDF)",
  },
} as const;
