// The name the account's export is saved under: the one the server gives, made safe, or a dated one.

/** A file name that is safe to save: no folders, no control characters, ending in .json. */
function safeFileName(name: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to remove them
  const cleaned = name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '').trim();
  if (!cleaned || cleaned.startsWith('.')) return null;
  return /\.json$/i.test(cleaned) ? cleaned : `${cleaned}.json`;
}

/**
 * The name to save the export under: the one the server's Content-Disposition gives (its UTF-8
 * `filename*` first), or one made of the date when it gives none that can be used.
 */
export function exportFileName(contentDisposition: string | null, now: Date): string {
  const fallback = `brain-training-account-${now.toISOString().slice(0, 10)}.json`;
  if (!contentDisposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(contentDisposition)?.[1];
  if (extended) {
    try {
      return safeFileName(decodeURIComponent(extended.trim())) ?? fallback;
    } catch {
      // A malformed escape: the plain name, if any, is used instead.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(contentDisposition);
  const name = plain?.[1] ?? plain?.[2];
  return (name && safeFileName(name)) || fallback;
}
