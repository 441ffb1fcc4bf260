import { GAME_IDENTITIES, type GameId } from '../../shared/games/identities.ts';

/** The games' names and one-line descriptions, read from the games' identities. */
const GAME_TEXTS = Object.fromEntries(
  GAME_IDENTITIES.flatMap((game) => [
    [`games.name.${game.id}`, game.name],
    [`games.description.${game.id}`, game.description],
  ]),
) as Record<`games.name.${GameId}` | `games.description.${GameId}`, string>;

/** The games' names, the same in every language. */
export const GAME_NAMES = Object.fromEntries(
  GAME_IDENTITIES.map((game) => [`games.name.${game.id}`, game.name]),
) as Record<`games.name.${GameId}`, string>;

/** Every English text of the site's shell: header, footer, home page, boards and dialogs. */
export const en = {
  brand: 'Brain Training Puzzles',
  'nav.games': 'Games',
  'nav.leaderboard': 'Leaderboard',
  'nav.signIn': 'Sign In',
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
    'Four quick, free puzzle games: match pairs, slide tiles, unscramble words and guess the daily word. Play as a guest, or create an account to join the monthly leaderboards.',
  'hero.start': 'Start Playing',
  'hero.players': '{count, plural, one {# player} other {# players}} and counting!',
  'games.title': 'Choose a Game',
  'games.playNow': 'Play Now',
  'board.title': 'Leaderboards',
  'board.intro':
    'The best score of each player per game. Monthly boards start afresh on the first of each month, Pacific time.',
  'board.month': 'This month',
  'board.all': 'All time',
  'board.period': 'Leaderboard period for {game}',
  'board.empty': 'No scores yet. Be the first!',
  'board.resets': 'Resets in {days, plural, one {# day} other {# days}} on {date}, midnight Pacific time.',
  'board.resetsToday': 'Resets at midnight Pacific time tonight.',
  'board.yourRank': 'Your rank',
  'board.rank': 'Rank',
  'board.player': 'Player',
  'board.date': 'Date',
  'board.time': 'Time',
  'board.score': 'Score',
  'board.error': 'The leaderboard could not be loaded.',
  'stats.title': 'Community Stats',
  'stats.activePlayers': 'Active Players',
  'stats.gamesPlayed': 'Games Played',
  'stats.totalPoints': 'Total Points',
  'stats.avgCompletion': 'Avg. Completion',
  'stats.error': 'Statistics could not be loaded.',
  ...GAME_TEXTS,
  'ad.label': 'Advertisement',
  'footer.about': 'About',
  'footer.learn': 'Learn',
  'footer.help': 'Help',
  'footer.legal': 'Legal',
  'footer.sister': '{name} (our sister site)',
  'common.newTab': '(opens in a new tab)',
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
  'notFound.title': 'Page Not Found',
  'notFound.hint': 'Did you forget to add the page to the router?',
  'notFound.home': 'Go to the home page',
  'error.title': 'Something went wrong',
  'error.hint': 'Please reload the page or try again later.',
  'common.retry': 'Try again',
  'common.back': 'Back',
  'common.home': 'Home',
  'toast.area': 'Notifications',
  'toast.close': 'Dismiss notification',
} as const;

export type MessageKey = keyof typeof en;
