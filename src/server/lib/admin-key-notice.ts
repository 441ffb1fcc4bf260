/** Where the notice is written: the process's standard error, or a test's stand-in. */
interface Terminal {
  isTTY?: boolean;
  write(text: string): unknown;
}

/**
 * Tells the operator that a new admin key was made. The key itself is shown only on a terminal,
 * written there directly: standard output carries the JSON log, and a standard error that is not a
 * terminal goes to a log collector just the same, so there the notice names the file instead.
 */
export function showNewAdminKey(key: string, file: string, terminal: Terminal = process.stderr): void {
  const lines = terminal.isTTY
    ? [
        `A new admin key was created and saved in ${file} (readable by its owner only).`,
        'It is shown here once, and never written to the log:',
        '',
        `    ${key}`,
        '',
      ]
    : [
        `A new admin key was created and saved in ${file} (readable by its owner only).`,
        'It is shown only on a terminal, never in a log: read it from that file.',
      ];
  terminal.write(`\n${lines.join('\n')}\nUse it to unlock /admin. Set ADMIN_KEY to choose your own.\n\n`);
}
