import { describe, expect, it } from 'vitest';
import { showNewAdminKey } from './admin-key-notice.ts';

function written(isTTY: boolean): string {
  let text = '';
  showNewAdminKey('the-new-admin-key-0123456789', '/srv/site/.data/admin-key', {
    isTTY,
    write: (chunk: string) => {
      text += chunk;
    },
  });
  return text;
}

describe('showNewAdminKey', () => {
  it('shows the key on a terminal, with where it is kept', () => {
    const text = written(true);
    expect(text).toContain('    the-new-admin-key-0123456789\n');
    expect(text).toContain('saved in /srv/site/.data/admin-key');
  });

  it('names only the file where the output is not a terminal', () => {
    const text = written(false);
    expect(text).not.toContain('the-new-admin-key-0123456789');
    expect(text).toContain('saved in /srv/site/.data/admin-key');
    expect(text).toContain('read it from that file');
  });
});
