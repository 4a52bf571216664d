import type { HistoryItem } from '@cadence/application';
import { useRouteContext } from '@tanstack/react-router';
import { useIntent, useObservable } from '../../../../../app/use-observable';
import { Button } from '../../../../../ui/button/button';
import { ShareLinkModal } from './share-link-modal';
import { ShareVideoDialog } from './share-video-dialog';

/**
 * The share control of a history item: shown, enabled and pointed at the share-video dialog or the share-link modal
 * as the sharing use-case decides (workspace tier, tts-video-generation flag, an item or none). The dialogs render
 * here only for the item they are open for, so a page with many rows holds at most one of each.
 */
export function ShareButton({ item }: { readonly item: HistoryItem | null }) {
  const { sharing, shareVideo } = useRouteContext({ from: '__root__' });
  const control = useObservable(sharing.control$(item !== null));
  const link = useObservable(sharing.view$);
  const video = useObservable(shareVideo.view$);
  const run = useIntent();
  if (control === undefined || !control.visible) return null;

  const press = () => {
    if (item === null) return;
    if (control.opens === 'shareVideoDialog') run(shareVideo.open(item));
    else sharing.open(item);
  };
  const id = item?.historyItemId;
  return (
    <>
      <Button variant="secondary" size="sm" disabled={control.disabled} onClick={press}>
        Share
      </Button>
      {video !== undefined && id !== undefined && video.item?.historyItemId === id ? <ShareVideoDialog view={video} /> : null}
      {link !== undefined && id !== undefined && link.historyItemId === id ? <ShareLinkModal view={link} /> : null}
    </>
  );
}
