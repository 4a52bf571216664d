import { toast } from '@cadence/application';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SIGNED_IN } from '../../../../../test/fakes';
import { historyRow, historyRows, historyView } from '../../../../../test/history-fakes';
import { renderApp } from '../../../../../test/render-app';

const URL = '/app/speech-synthesis/text-to-speech/history';

/** jsdom lays nothing out: give every element a 640 px tall box so the virtual list has a viewport. */
const withViewport = () => vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);

describe('the text to speech history page', () => {
  it('opens the list of text to speech and shows its rows', async () => {
    withViewport();
    const app = renderApp(URL, { session: SIGNED_IN, history: historyView([historyRow('h1', { title: 'Hello world', date: '2 hours ago', characters: '1.5K' })]) });
    const row = await screen.findByRole('listitem');
    expect(app.history.calls.opened).toEqual(['TTS']);
    expect(within(row).getByText('Hello world')).toBeDefined();
    expect(within(row).getByText('Rachel')).toBeDefined();
    expect(within(row).getByText('2 hours ago')).toBeDefined();
    expect(within(row).getByText('1.5K characters')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Text to speech history' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'History' })).toBeDefined();
  });

  it('renders only a window of 10,000 rows, and follows the scroll to the end', async () => {
    withViewport();
    const app = renderApp(URL, { session: SIGNED_IN, history: historyView(historyRows(10_000)) });
    await screen.findByText('Text of h1');
    const rendered = screen.getAllByRole('listitem').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(40);
    expect(screen.queryByText('Text of h10000')).toBeNull();
    expect(app.history.calls.showing.at(-1)).toBeLessThan(40);

    const viewport = screen.getByTestId('history-viewport');
    act(() => {
      viewport.scrollTop = 64 * 10_000 - 640;
      fireEvent.scroll(viewport);
    });
    expect(await screen.findByText('Text of h10000')).toBeDefined();
    expect(screen.queryByText('Text of h1')).toBeNull();
    expect(screen.getAllByRole('listitem').length).toBeLessThan(40);
    expect(app.history.calls.showing.at(-1)).toBe(9_999);
  });

  it('plays a row through the global player', async () => {
    withViewport();
    const app = renderApp(URL, { session: SIGNED_IN, history: historyView(historyRows(2)) });
    await app.user.click(await screen.findByRole('button', { name: 'Play Text of h2' }));
    expect(app.player.calls).toContain('playHistoryItem h2');
  });

  it('searches and filters by voice', async () => {
    withViewport();
    const app = renderApp(URL, { session: SIGNED_IN, history: historyView(historyRows(2)) });
    await app.user.type(await screen.findByLabelText('Search history'), 'hi');
    expect(app.history.calls.search).toEqual(['h', 'i']);
    await app.user.selectOptions(screen.getByLabelText('Voice'), 'Adam');
    await app.user.selectOptions(screen.getByLabelText('Voice'), 'All voices');
    expect(app.history.calls.voice).toEqual(['v2', null]);
  });

  it('selects rows and downloads the selection', async () => {
    withViewport();
    const rows = [historyRow('h1', { selected: true }), historyRow('h2', { selected: true }), historyRow('h3')];
    const app = renderApp(URL, { session: SIGNED_IN, history: historyView(rows) });
    expect(await screen.findByText('2 selected')).toBeDefined();
    await app.user.click(screen.getByRole('checkbox', { name: 'Select Text of h3' }));
    expect(app.history.calls.toggleSelected).toEqual(['h3']);
    await app.user.click(screen.getByRole('button', { name: 'Download selected' }));
    await app.user.click(screen.getByRole('button', { name: 'Select all' }));
    await app.user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(app.history.calls).toMatchObject({ downloadSelected: 1, selectAll: 1, clearSelection: 1 });
  });

  it('offers no download of a selection while nothing is selected', async () => {
    withViewport();
    renderApp(URL, { session: SIGNED_IN, history: historyView(historyRows(2)) });
    expect((await screen.findByRole('button', { name: 'Download selected' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('0 selected')).toBeDefined();
  });

  it('downloads a row, and deletes one only after the confirmation', async () => {
    withViewport();
    const app = renderApp(URL, { session: SIGNED_IN, history: historyView(historyRows(2)) });
    const [first] = await screen.findAllByRole('listitem');
    if (first === undefined) throw new Error('no row');
    await app.user.click(within(first).getByRole('button', { name: 'Download' }));
    expect(app.history.calls.download).toEqual(['h1']);
    await app.user.click(within(first).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this generation?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(app.history.calls.remove).toEqual([]);
    await app.user.click(within(first).getByRole('button', { name: 'Delete' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(app.history.calls.remove).toEqual(['h1']);
  });

  it('shows the empty text, the failure, and the toasts the list raises through Notifications', async () => {
    withViewport();
    const app = renderApp(URL, { session: SIGNED_IN, history: historyView([], { emptyMessage: 'No generations yet.' }) });
    expect(await screen.findByText('No generations yet.')).toBeDefined();
    act(() => app.history.view.next(historyView([], { status: 'failed', error: 'Could not reach the server.' })));
    expect(screen.getByRole('alert').textContent).toBe('Could not reach the server.');
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(app.history.calls.reload).toBe(1);
    act(() => app.notifications.notify(toast('error', 'History item not found.')));
    expect(await screen.findByText('History item not found.')).toBeDefined();
  });

  it('offers a retry when a later page failed', async () => {
    withViewport();
    const app = renderApp(URL, { session: SIGNED_IN, history: historyView(historyRows(3), { error: 'Could not reach the server.', hasMore: true }) });
    await app.user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(app.history.calls.loadMore).toBe(1);
  });
});
