/**
 * When the privacy policy and the terms were last changed, as a calendar day (YYYY-MM-DD): both pages
 * show it near their top. Change it with any change of either page's meaning.
 */
export const LEGAL_UPDATED = '2026-11-29';
