/**
 * The one audio element of the global player, kept in the document for the app's life (tests and Playwright find it
 * by data-testid="player-audio"); the player bar only drives it through the AudioOutput port.
 */
export const createPlayerAudioElement = (doc: Document): HTMLAudioElement => {
  const audio = doc.createElement('audio');
  audio.dataset['testid'] = 'player-audio';
  audio.preload = 'auto';
  doc.body.appendChild(audio);
  return audio;
};
