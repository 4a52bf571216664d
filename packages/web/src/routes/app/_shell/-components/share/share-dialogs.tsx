import { useRouteContext } from '@tanstack/react-router';
import { useObservable } from '../../../../../app/use-observable';
import { ShareLinkModal } from './share-link-modal';
import { ShareVideoDialog } from './share-video-dialog';

/**
 * The share-video dialog and the share-link modal, rendered once in the signed-in shell for whichever item they are
 * open for. They live here, not in the share button's row, so a list that re-renders (a search answering, a page
 * loading) never unmounts an open dialog or cancels its preview or render.
 */
export function ShareDialogs() {
  const { sharing, shareVideo } = useRouteContext({ from: '__root__' });
  const link = useObservable(sharing.view$);
  const video = useObservable(shareVideo.view$);
  return (
    <>
      {video === undefined || video.item === null ? null : <ShareVideoDialog view={video} />}
      {link === undefined || link.historyItemId === null ? null : <ShareLinkModal view={link} />}
    </>
  );
}
