import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for session (English only for now: a staff language later is translation work only). */
export const sessionWords = wordsFrom({
  "session.forSchoolOfficeStaff": "For school office staff. Visitors do not need an account.",
  "session.enterYourEMail": "Enter your e-mail address",
  "session.enterYourPassword": "Enter your password",
  "session.backToTheWebsite": "Back to the website",
  "session.signingInFailedCheck": "Signing in failed. Check the connection and try again.",
  "session.theTwoPasswordsAre": "The two passwords are not the same",
  "session.newPasswordAgain": "New password again",
  "session.setYourPassword": "Set your password",
  "session.chooseThePasswordFor": "Choose the password for your staff account.",
  "session.thisPageNeedsThe": "This page needs the link you were sent. Ask the administrator for a new link.",
  "session.yourPasswordIsSet": "Your password is set. You can now sign in.",
  "session.settingThePasswordFailed": "Setting the password failed.",
  "session.thisLinkHasExpired": "This link has expired or was already used. Ask the administrator for a new link.",
  "session.yourPasswordHasBeen": "Your password has been changed.",
  "session.enterYourCurrentPassword": "Enter your current password",
  "session.changingThePasswordFailed": "Changing the password failed.",
  "session.theCurrentPasswordIs": "The current password is not right",
  "session.password": "Password",
  "session.staffSignIn": "Staff sign-in",
  "session.signIn": "Sign in",
  "session.signingIn": "Signing in…",
  "session.atLeast10Characters":
    "At least 10 characters. A few unrelated words make a strong password that is easy to remember.",
  "session.newPassword": "New password",
  "session.setPassword": "Set password",
  "session.currentPassword": "Current password",
  "session.changePassword": "Change password",
} as const);
