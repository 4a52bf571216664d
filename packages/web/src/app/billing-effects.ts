import type { BillingEffect } from '@cadence/application';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import type { Observable } from 'rxjs';
import { useObservableEffect } from './use-observable';

/**
 * Performs what a billing use-case asks for while the page is mounted: a toast goes to the toaster, an in-app
 * route to the router, and a hosted provider page (checkout, portal) to the external navigator. The page decides
 * none of it; it only carries it out.
 */
export const useBillingEffects = (effects$: Observable<BillingEffect>): void => {
  const { toaster, externalNavigator } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  useObservableEffect(effects$, (effect) => {
    switch (effect.type) {
      case 'toast':
        toaster.show(effect.kind, effect.message);
        return;
      case 'navigate':
        void navigate({ href: effect.to });
        return;
      case 'leave':
        externalNavigator.assign(effect.url);
        return;
    }
  });
};
