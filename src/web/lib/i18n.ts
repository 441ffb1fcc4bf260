import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

export type Lang = 'en' | 'es';

const en = {
  brand: 'Brain Training Puzzles',
  'nav.games': 'Games',
  'nav.leaderboard': 'Leaderboard',
  'nav.signIn': 'Sign In',
  'nav.signOut': 'Sign Out',
  'nav.menu': 'Menu',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.main': 'Main',
  'nav.theme.dark': 'Switch to dark theme',
  'nav.theme.light': 'Switch to light theme',
  'nav.language': 'Español',
  'nav.languageLabel': 'Ver en español',
  'nav.skip': 'Skip to content',
  'hero.title': 'Train Your Brain with Fun Puzzles',
  'hero.text':
    'Four quick, free puzzle games for memory, focus, speed and words. Play as a guest, or create an account to join the monthly leaderboards.',
  'hero.start': 'Start Playing',
  'hero.players': 'players and counting!',
  'games.title': 'Choose a Game',
  'games.playNow': 'Play Now',
  'games.progress': '{played} of {goal} games played',
  'games.progressLabel': 'Progress in {game}',
  'board.title': 'Leaderboards',
  'board.intro':
    'The best score of each player per game. Monthly boards start afresh on the first of each month, Pacific time.',
  'board.month': 'This month',
  'board.all': 'All time',
  'board.period': 'Leaderboard period for {game}',
  'board.empty': 'No scores yet. Be the first!',
  'board.resets': 'Resets in {days} on {date}, midnight Pacific time.',
  'board.resetsToday': 'Resets at midnight Pacific time tonight.',
  'board.yourRank': 'Your rank',
  'board.rank': 'Rank',
  'board.player': 'Player',
  'board.date': 'Date',
  'board.time': 'Time',
  'board.score': 'Score',
  'board.loading': 'Loading leaderboard',
  'board.error': 'The leaderboard could not be loaded.',
  'board.retry': 'Try again',
  'stats.title': 'Community Stats',
  'stats.activePlayers': 'Active Players',
  'stats.gamesPlayed': 'Games Played',
  'stats.totalPoints': 'Total Points',
  'stats.avgCompletion': 'Avg. Completion',
  'stats.error': 'Statistics could not be loaded.',
  'games.name.1': 'Memory Match',
  'games.name.2': 'Number Puzzle',
  'games.name.3': 'Word Scramble',
  'games.name.4': 'TL;DR',
  'games.description.1':
    'Flip cards two at a time and find all eight matching pairs in as few moves as you can.',
  'games.description.2': 'Slide the fifteen numbered tiles back into order from 1 to 15 with the blank last.',
  'games.description.3': 'Unscramble five words with the help of a hint, and keep your streak going.',
  'games.description.4': 'Guess the daily six-letter word in six attempts, guided by colour-coded clues.',
  'ad.label': 'Advertisement',
  'footer.about': 'About',
  'footer.learn': 'Learn',
  'footer.help': 'Help',
  'footer.legal': 'Legal',
  'footer.sister': 'Daily Wisdom (our sister site)',
  'footer.newTab': '(opens in a new tab)',
  'footer.copyright': '© 2025 Brain Training Puzzles. Free to play, forever.',
  'link.brainHealth': 'Brain Health',
  'link.gameGuides': 'Game Guides',
  'link.research': 'Research',
  'link.blog': 'Blog',
  'link.brainScience': 'Brain Science',
  'link.trainingTips': 'Training Tips',
  'link.assessment': 'Cognitive Assessment',
  'link.faq': 'FAQ',
  'link.about': 'About',
  'link.support': 'Support Us',
  'link.contact': 'Contact',
  'link.privacy': 'Privacy Policy',
  'link.terms': 'Terms of Service',
  'auth.loginTitle': 'Welcome back',
  'auth.signupTitle': 'Create an account',
  'auth.loginDescription': 'Sign in with the email address of your account. No password needed.',
  'auth.signupDescription':
    'Choose a username and enter your email to track your scores on the leaderboards.',
  'auth.username': 'Username',
  'auth.email': 'Email',
  'auth.usernamePlaceholder': 'Your username',
  'auth.emailPlaceholder': 'you@example.com',
  'auth.login': 'Sign In',
  'auth.signup': 'Create Account',
  'auth.loggingIn': 'Signing in…',
  'auth.creating': 'Creating account…',
  'auth.toSignup': "Don't have an account? Sign up",
  'auth.toLogin': 'Already have an account? Sign in',
  'auth.checking': 'Checking availability…',
  'auth.available': 'Username is available',
  'auth.taken': 'Username is already taken',
  'auth.close': 'Close',
  'auth.avatar': 'Avatar of {name}',
  'notFound.title': 'Page Not Found',
  'notFound.hint': 'Did you forget to add the page to the router?',
  'notFound.home': 'Go to the home page',
  'common.back': 'Back',
  'common.home': 'Home',
  'toast.area': 'Notifications',
  'toast.close': 'Dismiss notification',
} as const;

export type MessageKey = keyof typeof en;

// Spanish is fetched only by pages that ask for it, keeping it out of every English page's script.
let spanish: Record<MessageKey, string> | null = null;
let spanishRequested = false;
const spanishListeners = new Set<() => void>();

function loadSpanish(): void {
  if (spanishRequested) return;
  spanishRequested = true;
  void import('./i18n-es.ts').then((module) => {
    spanish = module.es;
    for (const listener of spanishListeners) listener();
  });
}

const subscribeToNothing = () => () => undefined;

function subscribeToSpanish(listener: () => void): () => void {
  spanishListeners.add(listener);
  return () => spanishListeners.delete(listener);
}

function dictionary(lang: Lang): Record<MessageKey, string> {
  return lang === 'es' && spanish ? spanish : en;
}

function langFromSearch(search: string): Lang {
  return new URLSearchParams(search).get('lang') === 'es' ? 'es' : 'en';
}

function translate(lang: Lang, key: MessageKey, values: Record<string, string | number> = {}): string {
  const template = dictionary(lang)[key];
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

/**
 * The page's language: '?lang=es' selects Spanish. Prerendered HTML is English, so the URL is read
 * only once hydration is over (the server sends Spanish requests the app shell, which has no text).
 */
export function useI18n() {
  const { search } = useLocation();
  // The prerendered HTML is English, so hydration renders English; afterwards the address decides.
  // As a store snapshot, an English page is not rendered a second time once hydration is over.
  const wanted = useSyncExternalStore(
    subscribeToNothing,
    () => langFromSearch(search),
    (): Lang => 'en',
  );
  const spanishReady = useSyncExternalStore(
    subscribeToSpanish,
    () => spanish !== null,
    () => false,
  );
  if (wanted === 'es' && !spanishReady) loadSpanish();
  const lang: Lang = wanted === 'es' && spanishReady ? 'es' : 'en';
  return {
    lang,
    t: (key: MessageKey, values?: Record<string, string | number>) => translate(lang, key, values),
    /** An in-site address that keeps the chosen language. */
    href: (path: string) => withLang(path, lang),
  };
}

function withLang(path: string, lang: Lang): string {
  if (lang === 'en' || /^https?:/.test(path)) return path;
  const [base, hash] = path.split('#') as [string, string | undefined];
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}lang=es${hash ? `#${hash}` : ''}`;
}
