import { createRootRouteWithContext, Outlet, useMatches, useRouteContext } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import type { RouterContext } from '../app/router-context';
import { DEFAULT_COLOR_THEME } from '../app/color-theme';
import { useObservable } from '../app/use-observable';
import '../styles/global.css';
import { themeClass } from '../styles/theme.css';
import { Toasts } from '../ui/toasts/toasts';
import { DEFAULT_TOAST_PLACEMENT, type ToastPlacement } from '../ui/toasts/toast-settings';
import { TooltipProvider } from '../ui/tooltip/tooltip';
import { ErrorPage, NotFoundPage, PendingPage } from './-components/status-page';

/** Puts the colour theme's class on the document, so portalled dialogs and toasts get it too. */
const useDocumentTheme = (): void => {
  const { colorTheme } = useRouteContext({ from: '__root__' });
  const theme = useObservable(colorTheme.theme$, DEFAULT_COLOR_THEME);
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.remove(...Object.values(themeClass));
    root.classList.add(themeClass[theme]);
    root.dataset['theme'] = theme;
  }, [theme]);
};

/** The toasts at the placement the deepest matched route names. */
const ToastArea = () => {
  const { toaster } = useRouteContext({ from: '__root__' });
  const toasts = useObservable(toaster.toasts$, []);
  const placement = useMatches({
    select: (matches) =>
      matches.reduce<ToastPlacement>((found, match) => match.staticData.toastPlacement ?? found, DEFAULT_TOAST_PLACEMENT),
  });
  return <Toasts toasts={toasts} placement={placement} onDismiss={(id) => toaster.dismiss(id)} />;
};

const RootLayout = () => {
  useDocumentTheme();
  return (
    <TooltipProvider>
      <Outlet />
      <ToastArea />
    </TooltipProvider>
  );
};

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  pendingComponent: PendingPage,
  errorComponent: ({ reset }) => <ErrorPage onRetry={reset} />,
});
