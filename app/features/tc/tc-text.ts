/** Words of the transfer certificate page; the spec's messages live in contract/enquiry-rules.ts. */
export const tcText = {
  intro:
    "Enter the admission number and the student's full name as they appear in the school register. The certificate downloads as an image (tc.jpg).",
  labels: { admission: "Admission No.", name: "Student Full Name" },
  submit: "View Details",
  searching: "Please wait…",
  downloaded: "The certificate was downloaded as tc.jpg.",
  ready: "The certificate is ready.",
  readyLink: "Download tc.jpg",
  readyNote: "The link works for 10 minutes.",
  sample: {
    heading: "Sample certificate",
    frameTitle: "Sample transfer certificate (PDF)",
    link: "Open the sample certificate (PDF)",
  },
} as const;
