import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SIGNED_IN } from '../../../../../test/fakes';
import { historyRows, historyView } from '../../../../../test/history-fakes';
import { renderApp } from '../../../../../test/render-app';

describe('the speech to speech history page', () => {
  it('opens the list of speech to speech', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);
    const app = renderApp('/app/speech-synthesis/speech-to-speech/history', { session: SIGNED_IN, history: historyView(historyRows(1)) });
    expect(await screen.findByRole('heading', { name: 'Speech to speech history' })).toBeDefined();
    expect(screen.getByText('Text of h1')).toBeDefined();
    expect(app.history.calls.opened).toEqual(['STS']);
  });
});
