/** Helpers for the tests of the school profile (not a test file itself). */

/** `profile` with an admission form that offers one academic year and one class, both the defaults. */
export function withAdmission<P extends { admission: object }>(
  profile: P,
  year: string,
  offered: { value: string; label: string },
) {
  const choices = { academicYears: [year], academicYearDefault: year, classes: [offered], classDefault: offered.value };
  return { ...profile, admission: { ...profile.admission, ...choices } };
}
