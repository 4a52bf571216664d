import type { HistoryItem } from '@cadence/application';
import { useRouteContext } from '@tanstack/react-router';
import { useObservable } from '../../../../../app/use-observable';
import { Button } from '../../../../../ui/button/button';

/**
 * The share control of a history item: shown, enabled and pointed at the share-video dialog or the share-link modal
 * as the sharing use-case decides (workspace tier, tts-video-generation flag, an item or none). The dialogs
 * themselves are rendered once by ShareDialogs in the shell.
 */
export function ShareButton({ item }: { readonly item: HistoryItem | null }) {
  const { sharing, shareVideo } = useRouteContext({ from: '__root__' });
  const control = useObservable(sharing.control$(item !== null));
  if (control === undefined || !control.visible) return null;

  const press = () => {
    if (item === null) return;
    // The dialogs live in the shell and the use-case loads the preview, so a re-rendered row changes nothing.
    if (control.opens === 'shareVideoDialog') shareVideo.open(item);
    else sharing.open(item);
  };
  return (
    <Button variant="secondary" size="sm" disabled={control.disabled} onClick={press}>
      Share
    </Button>
  );
}
