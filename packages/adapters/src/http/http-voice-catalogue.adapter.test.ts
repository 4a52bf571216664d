import { NotFound, Rejected, SessionExpired, Unavailable } from '@cadence/application';
import * as E from 'fp-ts/lib/Either.js';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { createApiClient } from './api-client.js';
import { httpErrorFromBody, invalidResponse, networkError } from './http-error.js';
import { HttpVoiceCatalogue, VOICE_CATALOGUE_ERRORS } from './http-voice-catalogue.adapter.js';

const client = (fetch: (request: Request) => Promise<Response>) => createApiClient({ baseUrl: 'https://api.test', accessToken: () => 't', fetch });

const voice = {
  voice_id: 'cadence-en-gb-female-1', name: 'Amelia', category: 'premade', samples: null,
  labels: { language: 'en', accent: 'british', gender: 'female' }, description: 'Warm', preview_url: 'https://api.test/v1/voices/a/preview',
  verified_languages: [{ language: 'en', model_id: 'eleven_multilingual_v2', accent: 'gb' }], safety_control: 'ENTERPRISE_CAPTCHA',
  voice_verification: { requires_verification: false, is_verified: false },
};

const requestAt = (requests: readonly Request[], index: number): Request => {
  const request = requests[index];
  if (request === undefined) throw new Error(`no request ${String(index)}`);
  return request;
};

describe('HttpVoiceCatalogue', () => {
  it('pages the v2 voices and maps them for the pickers', async () => {
    const fake = fakeFetch({ status: 200, body: { voices: [voice], has_more: true, total_count: 60, next_page_token: '1' } });
    const page = await firstValueFrom(new HttpVoiceCatalogue(client(fake.fetch)).searchVoices({ pageSize: 100, nextPageToken: '0', search: null }));
    expect(requestAt(fake.requests, 0).url).toBe('https://api.test/v2/voices?page_size=100&next_page_token=0');
    expect(page).toEqual(E.right({
      hasMore: true,
      nextPageToken: '1',
      voices: [{
        voice_id: 'cadence-en-gb-female-1', name: 'Amelia', category: 'premade', description: 'Warm', language: 'en',
        preview_url: 'https://api.test/v1/voices/a/preview',
        verified_languages: [{ language: 'en', model_id: 'eleven_multilingual_v2', preview_url: null }],
        safety_control: 'CAPTCHA', sharing: null, voice_verification: { is_verified: false, requires_verification: false },
      }],
    }));
  });

  it('treats a voice page that does not match the contract as an error', async () => {
    const fake = fakeFetch({ status: 200, body: { voices: [{ name: 'no id' }], has_more: false } });
    const page = await firstValueFrom(new HttpVoiceCatalogue(client(fake.fetch)).searchVoices({ pageSize: 20, nextPageToken: null, search: null }));
    expect(page).toEqual(E.left(Unavailable('The server sent an answer the app could not read.')));
  });

  it('reads models and a voice settings body with defaults for missing fields', async () => {
    const fake = fakeFetch(
      { status: 200, body: [{ model_id: 'eleven_v3', name: 'Eleven v3', can_do_text_to_speech: true, languages: [] }] },
      { status: 200, body: { stability: 0.2, speed: 1.1 } },
    );
    const catalogue = new HttpVoiceCatalogue(client(fake.fetch));
    expect(await firstValueFrom(catalogue.listModels())).toEqual(E.right([
      { modelId: 'eleven_v3', name: 'Eleven v3', canDoTextToSpeech: true, canDoVoiceConversion: false, canUseStyle: false, canUseSpeakerBoost: false },
    ]));
    expect(await firstValueFrom(catalogue.voiceSettings('v1'))).toEqual(E.right({ stability: 0.2, similarityBoost: 0.75, style: 0, useSpeakerBoost: true, speed: 1.1 }));
    expect(requestAt(fake.requests, 1).url).toBe('https://api.test/v1/voices/v1/settings');
  });

  it('answers an unknown voice as NotFound with the server reason', async () => {
    const fake = fakeFetch({ status: 404, body: { detail: { status: 'voice_not_found', message: 'A voice with this voice_id was not found.' } } });
    const settings = await firstValueFrom(new HttpVoiceCatalogue(client(fake.fetch)).voiceSettings('nobody'));
    expect(settings).toEqual(E.left(NotFound('A voice with this voice_id was not found.')));
  });
});

describe('VOICE_CATALOGUE_ERRORS', () => {
  const failure = (status: number, code: string, message: string) => httpErrorFromBody(status, 'Reason', { detail: { status: code, message } });

  it.each([
    ['an unknown voice', failure(404, 'voice_not_found', 'No such voice.'), NotFound('No such voice.')],
    ['a missing address', failure(404, 'not_found', 'There is nothing at this address.'), NotFound('There is nothing at this address.')],
    ['a session that is over', failure(401, 'unauthorized', 'Sign in to continue.'), SessionExpired('Sign in to continue.')],
    ['a refused query', failure(422, 'invalid_request', 'The request is not valid.'), Rejected('The request is not valid.')],
    ['a server failure', failure(500, 'internal_error', 'Boom'), Unavailable()],
    ['no connection', networkError(), Unavailable()],
    ['an unreadable answer', invalidResponse(200), Unavailable('The server sent an answer the app could not read.')],
  ])('maps %s', (_, error, expected) => {
    expect(VOICE_CATALOGUE_ERRORS(error)).toEqual(expected);
  });
});
