import { httpErrorToastMessage } from '@cadence/domain';
import type { HttpError } from './http-error.js';

/** The spec's HTTP error toast for a normalised error (status 0 means the network failed: not an HTTP error). */
export const toastMessageFor = (error: HttpError, fallback?: string): string =>
  httpErrorToastMessage(
    error.status === 0
      ? { _tag: 'OtherError' }
      : { _tag: 'HttpError', status: error.status, message: error.message || null },
    fallback,
  );
