/** Keys typed into a form field, a dialog or with a modifier belong to them, not to the game. */
export function belongsElsewhere(event: KeyboardEvent | ClipboardEvent): boolean {
  const target = event.target;
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return true;
  return false;
}
