import type { SharedItemView } from '@cadence/application';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useObservable } from '../../app/use-observable';
import { button } from '../../ui/button/button.css';
import { Brand } from '../-components/brand';
import { PendingPage } from '../-components/status-page';
import * as styles from './-components/shared-item.css';

type LoadedView = Exclude<SharedItemView, { status: 'loading' }>;

/** The way onward: what made the audio, the invitation to try it, and where to (sign-up, or the tool when signed in). */
const Onward = ({ onward }: { readonly onward: LoadedView['onward'] }) => (
  <aside className={styles.onward} aria-label="Try it yourself">
    {onward.madeWith === null ? null : <p className={styles.madeWith}>{onward.madeWith}</p>}
    <p>{onward.invitation}</p>
    <Link to={onward.to} className={button({ variant: 'primary' })}>
      {onward.label}
    </Link>
  </aside>
);

const SharedItemBody = ({ view }: { readonly view: LoadedView }) => {
  if (view.status === 'failed')
    return (
      <p className={styles.error} role="alert">
        {view.message}
      </p>
    );
  const { item, date } = view;
  return (
    <article aria-labelledby="shared-voice">
      <h1 id="shared-voice">{item.voiceName}</h1>
      <p className={styles.byline}>
        Shared by {item.publicUserName} · {date}
      </p>
      {item.text.trim() === '' ? null : <p className={styles.text}>{item.text}</p>}
      <audio className={styles.audio} src={item.audioUrl} controls preload="metadata" aria-label="Shared audio" />
    </article>
  );
};

/** /share/$shareId: a shared generation anyone with the link can open and play, without signing in. */
const SharedItemPage = () => {
  const { sharedItem } = Route.useRouteContext();
  const { shareId } = Route.useParams();
  const view$ = useMemo(() => sharedItem.view$(shareId), [sharedItem, shareId]);
  const view = useObservable(view$, { status: 'loading' });
  return (
    <main className={styles.page}>
      <Brand />
      {view.status === 'loading' ? <PendingPage /> : (
        <>
          <SharedItemBody view={view} />
          <Onward onward={view.onward} />
        </>
      )}
    </main>
  );
};

export const Route = createFileRoute('/share/$shareId')({ component: SharedItemPage });
