import { useRouteContext } from '@tanstack/react-router';
import { DEFAULT_COLOR_THEME } from '../../app/color-theme';
import { useObservable } from '../../app/use-observable';
import { Button } from '../../ui/button/button';
import { Tooltip } from '../../ui/tooltip/tooltip';

const SunIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </svg>
);

const MoonIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11Z" />
  </svg>
);

/** Switches between the light and the dark theme; the choice is stored by the colour-theme controller. */
export const ThemeToggle = () => {
  const { colorTheme } = useRouteContext({ from: '__root__' });
  const theme = useObservable(colorTheme.theme$, DEFAULT_COLOR_THEME);
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <Tooltip content={label}>
      <Button variant="ghost" size="icon" aria-label={label} onClick={() => colorTheme.toggle()}>
        {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
      </Button>
    </Tooltip>
  );
};
