/**
 * The notice a candidate accepts before the interview starts; a new wording gets a new version. Shown with the rest of
 * the notice (candidate/notice.ts); the version covers both.
 */
export const CONSENT = {
  version: '2026-11-26',
  text:
    'This interview is conducted by an AI interviewer on behalf of the hiring company. Your answers are recorded as a ' +
    'written transcript, together with basic browser events during the interview (for example leaving the tab or ' +
    'pasting text). The transcript is used to produce a coverage-based summary of the evidence you gave for the role ' +
    'requirements; it is reviewed by people at the hiring company, and no automated hiring decision is made. You can ' +
    'ask the hiring company to delete your personal data at any time. Instead of taking part, you can ask for an ' +
    'alternative process or for an accommodation.',
} as const;
