import type { HistoryListFactory, HistorySource } from '@cadence/application';
import { useMemo } from 'react';
import { SpeechTabs } from '../speech/speech-tabs';
import * as styles from './history-list.css';
import { HistoryList, type HistoryPlayer } from './history-list';

/** The props of a history page. */
export interface HistoryPageProps {
  readonly source: HistorySource;
  readonly history: HistoryListFactory;
  readonly player: HistoryPlayer;
}

/** A history page: its title, the tabs back to the generate page, and the list of that source (one list per page). */
export const HistoryPage = ({ source, history, player }: HistoryPageProps) => {
  const list = useMemo(() => history.open(source), [history, source]);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{source === 'TTS' ? 'Text to speech history' : 'Speech to speech history'}</h1>
      <SpeechTabs kind={source === 'TTS' ? 'text-to-speech' : 'speech-to-speech'} />
      <HistoryList list={list} player={player} />
    </div>
  );
};
