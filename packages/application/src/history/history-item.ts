import type { DialogueLine, Feedback } from '@cadence/domain';

/**
 * One generation in the workspace's history (GET /v1/history items, decoded at the adapter edge). Shared by the
 * player (what it plays), the history list, downloads and sharing.
 */
export interface HistoryItem {
  readonly historyItemId: string;
  readonly text: string | null;
  readonly voiceId: string | null;
  readonly voiceName: string | null;
  readonly modelId: string | null;
  readonly dateUnix: number;
  /** Characters charged: character_count_change_to minus character_count_change_from. */
  readonly characterCost: number;
  /** The stored audio's MIME type (audio/mpeg or audio/wav). */
  readonly contentType: string;
  readonly source: 'TTS' | 'STS' | null;
  /** The lines of a dialogue generation; null for plain text. */
  readonly dialogue: readonly DialogueLine[] | null;
  readonly feedback: Feedback | null;
}
