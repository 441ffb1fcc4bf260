import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name.ts';

describe('exportFileName', () => {
  const now = new Date('2026-03-05T17:45:00.000Z');

  it('takes the name the server gives, its UTF-8 form first', () => {
    expect(exportFileName('attachment; filename="brain-training-ada.json"', now)).toBe(
      'brain-training-ada.json',
    );
    expect(exportFileName('attachment; filename=data.json', now)).toBe('data.json');
    expect(exportFileName(`attachment; filename="zoe.json"; filename*=UTF-8''zo%C3%AB.json`, now)).toBe(
      'zoë.json',
    );
  });

  it('never saves into another folder or without .json, and falls back to a dated name', () => {
    expect(exportFileName('attachment; filename="../../etc/passwd"', now)).toBe(
      'brain-training-account-2026-03-05.json',
    );
    expect(exportFileName('attachment; filename="a/b\\c:d"', now)).toBe('abcd.json');
    expect(exportFileName('attachment; filename=".json"', now)).toBe(
      'brain-training-account-2026-03-05.json',
    );
    expect(exportFileName('attachment', now)).toBe('brain-training-account-2026-03-05.json');
    expect(exportFileName(null, now)).toBe('brain-training-account-2026-03-05.json');
    expect(exportFileName(`attachment; filename*=UTF-8''%E0%A4%A; filename="plain.json"`, now)).toBe(
      'plain.json',
    );
  });
});
