import { describe, expect, it } from 'vitest';
import {
  httpErrorFromBody,
  INVALID_RESPONSE_STATUS_TEXT,
  invalidResponse,
  NETWORK_ERROR_MESSAGE,
  networkError,
} from './http-error.js';

describe('httpErrorFromBody', () => {
  it('reads the contract shape: message from detail.message, status text from detail.status', () => {
    const body = { detail: { status: 'invalid_credentials', message: 'Wrong e-mail or password.' } };
    expect(httpErrorFromBody(401, 'Unauthorized', body)).toEqual({
      status: 401,
      message: 'Wrong e-mail or password.',
      statusText: 'invalid_credentials',
    });
  });

  it('reads detail.msg when detail.message is absent', () => {
    expect(httpErrorFromBody(400, 'Bad Request', { detail: { msg: 'Code expired', status: 'expired' } })).toEqual({
      status: 400,
      message: 'Code expired',
      statusText: 'expired',
    });
  });

  it('prefers detail.message over detail.msg', () => {
    expect(httpErrorFromBody(400, '', { detail: { msg: 'second', message: 'first' } }).message).toBe('first');
  });

  it('joins the msg of each item when detail is the array FastAPI sends, and keeps the reason phrase', () => {
    const body = {
      detail: [
        { loc: ['body', 'email'], msg: 'field required', type: 'value_error.missing' },
        { loc: ['body', 'password'], msg: 'too short', type: 'value_error' },
        { loc: ['body'], type: 'no message' },
      ],
    };
    expect(httpErrorFromBody(422, 'Unprocessable Entity', body)).toEqual({
      status: 422,
      message: 'field required; too short',
      statusText: 'Unprocessable Entity',
    });
  });

  it('takes a string detail as the message', () => {
    expect(httpErrorFromBody(404, 'Not Found', { detail: 'Not found' }).message).toBe('Not found');
  });

  it.each([
    ['no body', undefined],
    ['a text body', '<html>Bad gateway</html>'],
    ['JSON without detail', { error: 'nope' }],
    ['a detail of the wrong type', { detail: 42 }],
  ])('leaves the message empty for %s, so callers fall back to their own copy', (_, body) => {
    expect(httpErrorFromBody(502, 'Bad Gateway', body)).toEqual({ status: 502, message: '', statusText: 'Bad Gateway' });
  });
});

describe('networkError and invalidResponse', () => {
  it('reports a failure without an answer as status 0 with a sentence for people', () => {
    expect(networkError()).toEqual({ status: 0, message: NETWORK_ERROR_MESSAGE, statusText: 'network_error' });
  });

  it('keeps the status of an answer whose body cannot be trusted', () => {
    expect(invalidResponse(200)).toMatchObject({ status: 200, statusText: INVALID_RESPONSE_STATUS_TEXT });
  });
});
