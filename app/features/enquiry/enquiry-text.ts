import type { EnquiryField } from "../../../contract/enquiry-rules.ts";

/** Words of the admission enquiry page; the messages themselves live in contract/enquiry-rules.ts. */
export const enquiryText = {
  intro:
    "Tell us about your child and the class you are looking for. Our admissions office will call or e-mail you about the next steps.",
  requiredNote: "All fields are required.",
  fees: { before: "The ", link: "fees for each class", href: "/fees", after: " are on the Fees page." },
  labels: {
    academicYear: "Academic Year",
    name: "Student Name",
    fatherName: "Parent Name",
    phone: "Mobile Number",
    email: "Email",
    school: "School Board",
    class: "Class",
    consent:
      "I am the child's parent or guardian, and I agree that the school may use these details to answer this admission enquiry.",
  } satisfies Record<EnquiryField, string>,
  /** The empty first choice of each list (the school's default is chosen already). */
  choose: "Choose…",
  hints: {
    phone: "10 digits; spaces, dashes, +91 or a leading 0 are fine.",
  },
  privacy: {
    heading: "Your privacy",
    paragraphs: [
      "We ask for the student's name, a parent's name, a mobile number, an e-mail address, the class and the board only to reply to this admission enquiry. The school's admissions office alone reads them; they are not shared or used for anything else.",
      "Under India's Digital Personal Data Protection Act, 2023, we need your consent to process your child's details. You can ask the school office at any time to see, correct or delete them, or to withdraw your consent.",
    ],
    contactLink: { href: "/contact", label: "Contact the school office" },
  },
  errorSummary: "Please correct the following:",
  submit: "Submit",
  submitting: "Submitting...",
} as const;
