import { createFileRoute } from '@tanstack/react-router';
import { HistoryPage } from '../../-components/history/history-page';

/** /app/speech-synthesis/text-to-speech/history: the text to speech generations. */
const TextToSpeechHistory = () => {
  const { history, player } = Route.useRouteContext();
  return <HistoryPage source="TTS" history={history} player={player} />;
};

export const Route = createFileRoute('/app/_shell/speech-synthesis/text-to-speech/history')({
  component: TextToSpeechHistory,
});
