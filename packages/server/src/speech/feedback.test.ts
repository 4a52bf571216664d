import { FEEDBACK_ALREADY_REVIEWED_MESSAGE, FEEDBACK_TOO_SHORT_MESSAGE } from '@cadence/domain';
import { describe, expect, it } from 'vitest';
import { signUp, signUpVerified } from '../testing/flows.js';
import { generateTts } from '../testing/speech-flows.js';
import { useTestApp } from '../testing/test-app.js';
import { RENDERS, useWarmEngines } from '../testing/test-engines.js';
import { testBackends } from '../testing/test-databases.js';

const LONG_ENOUGH = 'The pacing is natural and clear.';

useWarmEngines();

describe.each(testBackends())('history feedback on $name', RENDERS, (backend) => {
  const t = useTestApp(backend);

  it('stores thumbs up with its text only and thumbs down with its five flags only, in the history item', async () => {
    const { access_token } = await signUp(t.api, 'speaker@example.com');
    const id = await generateTts(t.app, access_token, 'Hello.');
    const up = await t.api.post(`/v1/history/${id}/feedback`, { thumbs_up: true, feedback: `  ${LONG_ENOUGH}  `, glitches: true }, access_token);
    expect(up.status).toBe(200);
    expect(up.body).toEqual({
      thumbs_up: true, feedback: LONG_ENOUGH, emotions: false, inaccurate_clone: false, glitches: false, audio_quality: false, other: false,
      review_status: 'not_reviewed',
    });
    const down = await t.api.post(`/v1/history/${id}/feedback`, { thumbs_up: false, feedback: LONG_ENOUGH, glitches: true, other: true }, access_token);
    expect(down.body).toMatchObject({ thumbs_up: false, feedback: '', glitches: true, other: true, emotions: false });
    expect((await t.api.get(`/v1/history/${id}`, access_token)).body.feedback).toEqual(down.body);
    expect((await t.api.get('/v1/history', access_token)).body.history[0].feedback).toEqual(down.body);
  }, 30_000);

  it('answers 422 feedback_too_short for 1 to 19 characters of positive text, and accepts none', async () => {
    const { access_token } = await signUp(t.api, 'speaker@example.com');
    const id = await generateTts(t.app, access_token, 'Hello.');
    const short = await t.api.post(`/v1/history/${id}/feedback`, { thumbs_up: true, feedback: 'x'.repeat(19) }, access_token);
    expect(short.status).toBe(422);
    expect(short.body.detail).toEqual({ status: 'feedback_too_short', message: FEEDBACK_TOO_SHORT_MESSAGE });
    expect((await t.api.post(`/v1/history/${id}/feedback`, { thumbs_up: true, feedback: 'x'.repeat(20) }, access_token)).status).toBe(200);
    expect((await t.api.post(`/v1/history/${id}/feedback`, { thumbs_up: true }, access_token)).body.feedback).toBe('');
  }, 30_000);

  it('locks feedback once staff reviewed it (409), and only staff may review', async () => {
    const { access_token } = await signUp(t.api, 'speaker@example.com');
    const id = await generateTts(t.app, access_token, 'Hello.');
    expect((await t.api.post(`/v1/dev/history/${id}/review-feedback`, undefined, access_token)).status).toBe(403);
    const staff = await signUpVerified(t.api, 'reviewer@cadence.dev');
    const nothingYet = await t.api.post(`/v1/dev/history/${id}/review-feedback`, undefined, staff.access_token);
    expect(nothingYet.status).toBe(404);
    await t.api.post(`/v1/history/${id}/feedback`, { thumbs_up: false, emotions: true }, access_token);
    expect((await t.api.post(`/v1/dev/history/${id}/review-feedback`, undefined, staff.access_token)).body).toEqual({ status: 'ok' });
    expect((await t.api.get(`/v1/history/${id}`, access_token)).body.feedback).toMatchObject({ emotions: true, review_status: 'reviewed' });
    const again = await t.api.post(`/v1/history/${id}/feedback`, { thumbs_up: true }, access_token);
    expect(again.status).toBe(409);
    expect(again.body.detail).toEqual({ status: 'feedback_already_reviewed', message: FEEDBACK_ALREADY_REVIEWED_MESSAGE });
  }, 30_000);

  it("answers 404 for unknown items and another workspace's items", async () => {
    const { access_token } = await signUp(t.api, 'speaker@example.com');
    const id = await generateTts(t.app, access_token, 'Hello.');
    const other = await signUp(t.api, 'other@example.com');
    expect((await t.api.post('/v1/history/missing-item/feedback', { thumbs_up: true }, access_token)).status).toBe(404);
    const foreign = await t.api.post(`/v1/history/${id}/feedback`, { thumbs_up: true }, other.access_token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.detail.status).toBe('history_item_not_found');
    const staff = await signUpVerified(t.api, 'reviewer@cadence.dev');
    expect((await t.api.post('/v1/dev/history/missing-item/review-feedback', undefined, staff.access_token)).status).toBe(404);
  }, 30_000);
});

describe.each(testBackends())('the feedback review without dev tools on $name', RENDERS, (backend) => {
  const t = useTestApp(backend, { devMailbox: false });

  it('is not there (404), even for staff', async () => {
    const { access_token } = await signUp(t.api, 'speaker@example.com');
    const id = await generateTts(t.app, access_token, 'Hello.');
    await t.api.post(`/v1/history/${id}/feedback`, { thumbs_up: false, emotions: true }, access_token);
    await t.db.query("UPDATE users SET email = 'reviewer@cadence.dev', email_verified = true");
    const review = await t.api.post(`/v1/dev/history/${id}/review-feedback`, undefined, access_token);
    expect(review.status).toBe(404);
    expect((await t.api.get(`/v1/history/${id}`, access_token)).body.feedback.review_status).toBe('not_reviewed');
  }, 30_000);
});
