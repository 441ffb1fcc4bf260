/**
 * An outline icon on a 24 by 24 grid drawn with a 2-unit round stroke, as lucide's icons are: the
 * header's icons are drawn with it from lucide's path data (ISC licence), because lucide-react's own
 * components bring 2 KB gzip of code to every page's first script for six icons.
 */
export function LineIcon({ paths, className }: { paths: readonly string[]; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {paths.map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}

/** The paths of lucide's icons that the site header shows to every visitor. */
export const HEADER_ICONS = {
  brain: [
    'M12 18V5',
    'M15 13a4.17 4.17 0 01-3-4 4.17 4.17 0 01-3 4',
    'M17.707 6.294A3 3 0 1012 5a3 3 0 10-5.707 1.294',
    'M17.996 5.125a4 4 0 012.526 5.77',
    'M18 18a4 4 0 002-7.465',
    'M19.967 17.482a4 4 0 11-7.967.517 4 4 0 11-7.967-.517',
    'M6 18a4 4 0 01-2-7.465',
    'M6.004 5.125a4 4 0 00-2.526 5.77',
  ],
  menu: ['M4 5h16', 'M4 12h16', 'M4 19h16'],
  moon: [
    'M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401',
  ],
  sun: [
    'M16 12a4 4 0 1 1-8 0 4 4 0 1 1 8 0',
    'M12 2v2',
    'M12 20v2',
    'm4.93 4.93 1.41 1.41',
    'm17.66 17.66 1.41 1.41',
    'M2 12h2',
    'M20 12h2',
    'm6.34 17.66-1.41 1.41',
    'm19.07 4.93-1.41 1.41',
  ],
  x: ['M18 6 6 18', 'm6 6 12 12'],
} as const;
