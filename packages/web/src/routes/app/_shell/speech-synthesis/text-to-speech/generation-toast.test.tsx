import { createGenerationUseCase, QuotaExceeded } from '@cadence/application';
import { fakeHistoryApi, fakeSpeechApi, fixedClock, speechChunk, speechFailed, speechStarted } from '@cadence/application/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN } from '../../../../../test/fakes';
import { currentHref, renderApp } from '../../../../../test/render-app';

const QUOTA_MESSAGE = 'This request exceeds your quota of 10000. You have 12 credits remaining, while 40 credits are required for this request.';

/** The app on the text-to-speech page with the real generation over a SpeechApi the test drives. */
const renderWithRealGeneration = () => {
  const speech = fakeSpeechApi();
  const app = renderApp('/app/speech-synthesis/text-to-speech', {
    session: SIGNED_IN,
    makeGeneration: (notifications) =>
      createGenerationUseCase({ speech: speech.api, history: fakeHistoryApi().api, clock: fixedClock(1_790_000_000_000), notifications }),
  });
  return { app, speech };
};

describe('a generation that finishes after the person left its page', () => {
  it('still shows its failure toast on the page they went to', async () => {
    const { app, speech } = renderWithRealGeneration();
    await app.user.type(await screen.findByRole('textbox', { name: 'Text' }), 'Hello there');
    await app.user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(speech.sent).toEqual(['speech v1 Hello there']);

    await act(() => app.router.navigate({ to: '/app/subscription' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Text' })).toBeNull());
    expect(currentHref(app.router)).toBe('/app/subscription');

    act(() => {
      speech.latest().next(speechStarted(null));
      speech.latest().next(speechChunk(4));
      speech.latest().next(speechFailed(QuotaExceeded(QUOTA_MESSAGE)));
      speech.latest().complete();
    });
    expect(await screen.findByText(QUOTA_MESSAGE)).toBeDefined();
  });

  it('shows the page busy when the person comes back while it still streams, and free once it ended', async () => {
    const { app, speech } = renderWithRealGeneration();
    await app.user.type(await screen.findByRole('textbox', { name: 'Text' }), 'Hello there');
    await app.user.click(screen.getByRole('button', { name: 'Generate' }));
    await act(() => app.router.navigate({ to: '/app/subscription' }));
    await act(() => app.router.navigate({ to: '/app/speech-synthesis/text-to-speech' }));
    await app.user.type(await screen.findByRole('textbox', { name: 'Text' }), 'Again');
    const generate = screen.getByRole('button', { name: 'Generate' });
    expect(generate.getAttribute('aria-busy')).toBe('true');
    act(() => speech.latest().complete());
    await waitFor(() => expect(generate.getAttribute('aria-busy')).toBeNull());
    await app.user.click(generate);
    expect(speech.sent).toEqual(['speech v1 Hello there', 'speech v1 Again']);
  });
});
