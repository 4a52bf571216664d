import type { ShareEffect } from '@cadence/application';
import { useRouteContext } from '@tanstack/react-router';
import type { Observable } from 'rxjs';
import { useObservableEffect } from '../../../../../app/use-observable';

/** Shows a sharing use-case's toasts while the surface that asked for them is mounted. */
export const useShareEffects = (effects$: Observable<ShareEffect>): void => {
  const { toaster } = useRouteContext({ from: '__root__' });
  useObservableEffect(effects$, (effect) => toaster.show(effect.kind, effect.message));
};
