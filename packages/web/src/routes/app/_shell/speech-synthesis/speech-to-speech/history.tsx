import { createFileRoute } from '@tanstack/react-router';
import { HistoryPage } from '../../-components/history/history-page';

/** /app/speech-synthesis/speech-to-speech/history: the speech to speech conversions. */
const SpeechToSpeechHistory = () => {
  const { history, player } = Route.useRouteContext();
  return <HistoryPage source="STS" history={history} player={player} />;
};

export const Route = createFileRoute('/app/_shell/speech-synthesis/speech-to-speech/history')({
  component: SpeechToSpeechHistory,
});
