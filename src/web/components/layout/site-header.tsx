import { type MouseEvent, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useI18n } from '../../i18n/i18n.ts';
import { lazyPart } from '../../lib/lazy-part.ts';
import { PATHS } from '../../lib/paths.ts';
import { applyTheme, currentTheme, type Theme } from '../../lib/theme.ts';
import { useUser } from '../../lib/use-user.ts';
import { readStoredUser } from '../../lib/user-store.ts';
import { HEADER_ICONS, LineIcon } from '../ui/line-icon.tsx';

/** The sign-in dialog, supplied by the app: `preload` fetches its code, `render` shows it. */
export interface SignInDialog {
  preload: () => void;
  render: (open: boolean, onOpenChange: (open: boolean) => void) => ReactNode;
}

// The signed-in controls are fetched only for a player who is signed in; for one who signed in on an
// earlier visit, as the page starts, beside hydration, so that they are there when it ends.
const accountControls = () => import('./account-controls.tsx');
if (typeof document !== 'undefined' && readStoredUser() !== null) accountControls().catch(() => undefined);
const AccountBar = lazyPart(() => accountControls().then((module) => module.AccountBar));
const AccountMenuItems = lazyPart(() => accountControls().then((module) => module.AccountMenuItems));

/** Scrolls smoothly to a section of the home page, going there first from other pages. */
function useSectionLink() {
  const location = useLocation();
  const navigate = useNavigate();
  const { href } = useI18n();
  return (section: 'games' | 'leaderboard', after?: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    after?.();
    const target = document.getElementById(section);
    if (location.pathname === PATHS.home && target) {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
      target.focus({ preventScroll: true });
    } else {
      navigate(href(`${PATHS.home}#${section}`));
    }
  };
}

function ThemeToggle() {
  const { t } = useI18n();
  const [theme, setTheme] = useState<Theme>('light');
  useEffect(() => {
    setTheme(currentTheme());
  }, []);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={() => {
        applyTheme(next);
        setTheme(next);
      }}
      aria-label={t(next === 'dark' ? 'nav.theme.dark' : 'nav.theme.light')}
      className="icon-button"
    >
      {theme === 'dark' ? (
        <LineIcon paths={HEADER_ICONS.sun} className="size-5" />
      ) : (
        <LineIcon paths={HEADER_ICONS.moon} className="size-5" />
      )}
    </button>
  );
}

function LanguageSwitch({ onNavigate }: { onNavigate?: () => void }) {
  const { lang, t } = useI18n();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  if (lang === 'es') params.delete('lang');
  else params.set('lang', 'es');
  const search = params.toString();
  return (
    <Link
      to={`${location.pathname}${search ? `?${search}` : ''}${location.hash}`}
      reloadDocument
      hrefLang={lang === 'es' ? 'en' : 'es'}
      lang={lang === 'es' ? 'en' : 'es'}
      aria-label={t('nav.languageLabel')}
      onClick={onNavigate}
      className="rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {t('nav.language')}
    </Link>
  );
}

export function SiteHeader({ signInDialog }: { signInDialog: SignInDialog }) {
  const { t, href } = useI18n();
  const user = useUser();
  const sectionLink = useSectionLink();
  const [menuOpen, setMenuOpen] = useState(false);
  const [authOpen, setAuthOpen] = useState(false);
  const location = useLocation();

  // The mobile menu closes whenever the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const navLinkClass =
    'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white';

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <a href="#main" className="skip-link">
        {t('nav.skip')}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Link
          to={href(PATHS.home)}
          className="flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white"
        >
          <LineIcon paths={HEADER_ICONS.brain} className="size-7 text-indigo-600 dark:text-indigo-400" />
          <span className="max-[440px]:sr-only">{t('brand')}</span>
        </Link>

        <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
          <a href={href(`${PATHS.home}#games`)} onClick={sectionLink('games')} className={navLinkClass}>
            {t('nav.games')}
          </a>
          <a
            href={href(`${PATHS.home}#leaderboard`)}
            onClick={sectionLink('leaderboard')}
            className={navLinkClass}
          >
            {t('nav.leaderboard')}
          </a>
        </nav>

        <div className="flex items-center gap-2">
          <div className="hidden items-center gap-2 md:flex">
            <LanguageSwitch />
          </div>
          <ThemeToggle />
          {user ? (
            <Suspense fallback={null}>
              <AccountBar user={user} />
            </Suspense>
          ) : (
            <button
              type="button"
              onClick={() => setAuthOpen(true)}
              onPointerEnter={signInDialog.preload}
              onFocus={signInDialog.preload}
              className="button-primary"
            >
              {t('nav.signIn')}
            </button>
          )}
          <button
            type="button"
            className="icon-button md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <LineIcon paths={HEADER_ICONS.x} className="size-5" />
            ) : (
              <LineIcon paths={HEADER_ICONS.menu} className="size-5" />
            )}
          </button>
        </div>
      </div>

      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label={t('nav.menu')}
          className="border-t border-slate-200 px-4 py-3 md:hidden dark:border-slate-800"
        >
          <ul className="flex flex-col gap-1">
            <li>
              <a
                href={href(`${PATHS.home}#games`)}
                onClick={sectionLink('games', () => setMenuOpen(false))}
                className={`${navLinkClass} block`}
              >
                {t('nav.games')}
              </a>
            </li>
            <li>
              <a
                href={href(`${PATHS.home}#leaderboard`)}
                onClick={sectionLink('leaderboard', () => setMenuOpen(false))}
                className={`${navLinkClass} block`}
              >
                {t('nav.leaderboard')}
              </a>
            </li>
            <li>
              <LanguageSwitch onNavigate={() => setMenuOpen(false)} />
            </li>
            {user && (
              <Suspense fallback={null}>
                <AccountMenuItems user={user} closeMenu={() => setMenuOpen(false)} linkClass={navLinkClass} />
              </Suspense>
            )}
          </ul>
        </nav>
      )}
      {authOpen && signInDialog.render(authOpen, setAuthOpen)}
    </header>
  );
}
