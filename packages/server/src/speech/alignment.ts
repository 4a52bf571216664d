/** The character alignment of ElevenLabs: three parallel arrays. */
export interface CharacterAlignment {
  readonly characters: readonly string[];
  readonly character_start_times_seconds: readonly number[];
  readonly character_end_times_seconds: readonly number[];
}

const weightOf = (char: string): number => (/\s/u.test(char) ? 0.5 : /[\p{P}]/u.test(char) ? 0.3 : 1);
const round3 = (value: number): number => Math.round(value * 1000) / 1000;

/**
 * An estimated alignment of one chunk: the engine tells the chunk's duration, not each character's, so the
 * duration is shared over the characters (letters weigh 1, spaces 0.5, punctuation 0.3) from startSeconds on.
 */
export const estimateAlignment = (text: string, startSeconds: number, durationSeconds: number): CharacterAlignment => {
  const characters = [...text];
  const weights = characters.map(weightOf);
  const total = weights.reduce((sum, weight) => sum + weight, 0) || 1;
  const starts: number[] = [];
  const ends: number[] = [];
  weights.reduce((at, weight) => {
    const end = at + (durationSeconds * weight) / total;
    starts.push(round3(at));
    ends.push(round3(end));
    return end;
  }, startSeconds);
  return { characters, character_start_times_seconds: starts, character_end_times_seconds: ends };
};
