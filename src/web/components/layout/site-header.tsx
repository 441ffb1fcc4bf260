import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useI18n } from '../../i18n/i18n.ts';
import { lazyPart } from '../../lib/lazy-part.ts';
import { PATHS, pagePath } from '../../lib/paths.ts';
import { applyTheme, currentTheme, type Theme } from '../../lib/theme.ts';
import { useUser } from '../../lib/use-user.ts';
import { readStoredUser } from '../../lib/user-store.ts';
import { HEADER_ICONS, LineIcon } from '../ui/line-icon.tsx';

/** The form the sign-in dialog opens with: signing in, or creating an account. */
type SignInMode = 'login' | 'signup';

/**
 * The sign-in dialog, supplied by the app: `preload` fetches its code, `render` shows it, opened on
 * `mode` (signing in when left out).
 */
export interface SignInDialog {
  preload: () => void;
  render: (open: boolean, onOpenChange: (open: boolean) => void, mode?: SignInMode) => ReactNode;
}

// The signed-in controls are fetched only for a player who is signed in; for one who signed in on an
// earlier visit, as the page starts, beside hydration, so that they are there when it ends. The phone
// menu's panel comes with them, or when a visitor reaches for its button.
const accountControls = () => import('./header-menus.tsx');
const preloadControls = () => void accountControls().catch(() => undefined);
if (typeof document !== 'undefined' && readStoredUser() !== null) preloadControls();
const AccountBar = lazyPart(() => accountControls().then((module) => module.AccountBar));
const PhoneMenu = lazyPart(() => accountControls().then((module) => module.PhoneMenu));

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
      <LineIcon paths={HEADER_ICONS[theme === 'dark' ? 'sun' : 'moon']} className="size-5" />
    </button>
  );
}

/**
 * Switches the page's language where it stands: a navigation inside the app, so the page keeps its
 * scroll position and a game in progress, and renders again once the other language's texts are
 * there. The same address is asked of the server in the background (HEAD), which remembers a choice of
 * Spanish or forgets it (decision 022); a click that opens a new tab loads the page itself.
 */
function LanguageSwitch({ className }: { className: string }) {
  const { lang, t } = useI18n();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  // English by name, not by leaving the parameter out: the server then forgets a remembered Spanish.
  params.set('lang', lang === 'es' ? 'en' : 'es');
  const other = lang === 'es' ? 'en' : 'es';
  const target = `${pagePath(location.pathname)}?${params}${location.hash}`;
  return (
    <Link
      to={target}
      preventScrollReset
      onClick={() => void fetch(target.split('#')[0] as string, { method: 'HEAD' }).catch(() => undefined)}
      hrefLang={other}
      lang={other}
      aria-label={t('nav.languageLabel')}
      className={className}
    >
      {t('nav.language')}
    </Link>
  );
}

/**
 * The sticky header: the brand, the home page's sections, the language and theme switches, Sign In
 * and Sign Up (or the signed-in player's menu), and on small screens a menu button. The menu opens
 * over the page, so that closing it moves nothing; it closes on Escape, on a tap outside it and on
 * any navigation, and gives the focus back to its button.
 */
export function SiteHeader({ signInDialog }: { signInDialog: SignInDialog }) {
  const { t, href, lang } = useI18n();
  const user = useUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const [auth, setAuth] = useState<SignInMode | null>(null);
  const { key, hash } = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);

  const closeMenu = () => {
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  // On every navigation the menu closes, and a section the address names (`/#leaderboard`) is shown
  // below this header and given the focus. React Router scrolls to it only on its own navigations: a
  // page opened at an anchor in Spanish starts as a shell without the section, and its length changes
  // when the Spanish texts arrive, so the section is looked for again then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation and on the language's arrival only
  useEffect(() => {
    if (document.activeElement?.closest('#mobile-menu')) menuButton.current?.focus();
    setMenuOpen(false);
    const target = hash ? document.getElementById(hash.slice(1)) : null;
    target?.scrollIntoView();
    target?.focus({ preventScroll: true });
  }, [key, lang]);

  const openAuth = (mode: SignInMode) => {
    // The dialog gives the focus back to what had it: the menu's button rather than a closed menu's item.
    if (menuOpen) closeMenu();
    setAuth(mode);
  };

  const navLinkClass =
    'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white';
  const menuItemClass = `${navLinkClass} block w-full text-left`;
  // The home page's sections; React Router and the effect above scroll to them, from any page.
  const sectionLinks = (className: string) =>
    (['games', 'leaderboard'] as const).map((section) => (
      <Link key={section} to={href(`${PATHS.home}#${section}`)} className={className}>
        {t(`nav.${section}`)}
      </Link>
    ));
  const preload = { onPointerEnter: signInDialog.preload, onFocus: signInDialog.preload };

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
          {/* Beside the section links, the name leaves its room to Sign In and Sign Up until the screen is wide. */}
          <span className="max-[440px]:sr-only md:max-lg:sr-only">{t('brand')}</span>
        </Link>

        <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
          {sectionLinks(navLinkClass)}
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSwitch className={`${navLinkClass} max-md:hidden`} />
          <ThemeToggle />
          {user ? (
            <Suspense fallback={null}>
              <AccountBar user={user} />
            </Suspense>
          ) : (
            <>
              <button type="button" onClick={() => openAuth('login')} {...preload} className="button-primary">
                {t('nav.signIn')}
              </button>
              <button
                type="button"
                onClick={() => openAuth('signup')}
                {...preload}
                className="button-secondary max-md:hidden"
              >
                {t('nav.signUp')}
              </button>
            </>
          )}
          <button
            ref={menuButton}
            type="button"
            className="icon-button md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
            onPointerEnter={preloadControls}
            onFocus={preloadControls}
          >
            <LineIcon paths={HEADER_ICONS[menuOpen ? 'x' : 'menu']} className="size-5" />
          </button>
        </div>
      </div>

      {menuOpen && (
        <Suspense fallback={null}>
          <PhoneMenu label={t('nav.menu')} user={user} closeMenu={closeMenu} linkClass={navLinkClass}>
            {sectionLinks(menuItemClass).map((link) => (
              <li key={link.key}>{link}</li>
            ))}
            <li>
              <LanguageSwitch className={menuItemClass} />
            </li>
            {!user && (
              <li>
                <button
                  type="button"
                  onClick={() => openAuth('signup')}
                  {...preload}
                  className={menuItemClass}
                >
                  {t('nav.signUp')}
                </button>
              </li>
            )}
          </PhoneMenu>
        </Suspense>
      )}
      {auth && signInDialog.render(true, (open) => open || setAuth(null), auth)}
    </header>
  );
}
