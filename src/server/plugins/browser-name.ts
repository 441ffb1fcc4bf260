/**
 * A short, human name for the browser and system of a User-Agent ("Firefox on Linux"), kept with a
 * session or a remembered browser so that the account page can tell them apart. Only this name is
 * stored, never the User-Agent itself; an unknown one is "A browser" on "an unknown system".
 */

/** Browsers in the order they must be tested: many include another's token (Edge says Chrome and Safari). */
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bMobile\/\w+ Safari\b/, 'Safari'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** Longest User-Agent read: past that it is no browser's own. */
const MAX_USER_AGENT = 512;

function first(list: ReadonlyArray<readonly [RegExp, string]>, userAgent: string): string | undefined {
  return list.find(([pattern]) => pattern.test(userAgent))?.[1];
}

export function browserName(userAgent: string | undefined): string {
  const agent = (userAgent ?? '').slice(0, MAX_USER_AGENT);
  const browser = first(BROWSERS, agent);
  const system = first(SYSTEMS, agent);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return 'A browser';
}
