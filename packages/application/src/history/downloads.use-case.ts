import * as E from 'fp-ts/lib/Either.js';
import { pipe } from 'fp-ts/lib/function.js';
import {
  BLOB_READ_FAILED_MESSAGE, DEFAULT_DOWNLOAD_FORMAT, downloadErrorMessage, downloadTarget, requireBody, shortFileName,
} from '@cadence/domain';
import { catchError, defer, EMPTY, map, of, switchMap, type Observable } from 'rxjs';
import type { FileSaver, SavedFile } from '../shared/file-saver.port.js';
import { failureMessage } from '../shared/port-error.js';
import type { DownloadedAudio, HistoryApi, HistoryError } from './history-api.port.js';
import type { DownloadOutcome, DownloadRequest, DownloadsUseCase } from './downloads.types.js';

/** The ports downloads need. */
export interface DownloadsDeps {
  readonly history: HistoryApi;
  readonly files: FileSaver;
}

const failed = (message: string): DownloadOutcome => ({ kind: 'failed', message });

/**
 * The base name of a single item's file: its title (or, without one, its id) as a short file name; the domain then
 * sanitises it and adds the format's extension (an empty result becomes "audio").
 */
const baseName = (request: DownloadRequest): string => shortFileName(request.title ?? request.historyItemIds[0] ?? '');

/** Checks the answer with the domain (body present, content type supported) and names the file. */
const toFile = (request: DownloadRequest, answer: DownloadedAudio): E.Either<string, SavedFile> => {
  // A single item asked for as 'zip' still arrives as mp3 audio, so it is named as mp3.
  const format = request.format ?? DEFAULT_DOWNLOAD_FORMAT;
  const outputFormat = format === 'zip' ? DEFAULT_DOWNLOAD_FORMAT : format;
  return pipe(
    requireBody(answer.body),
    E.chain((bytes) =>
      pipe(
        downloadTarget({ contentType: answer.contentType, name: baseName(request), outputFormat }),
        E.map(({ fileName }): SavedFile => ({ name: fileName, contentType: answer.contentType, bytes })),
      ),
    ),
    E.mapLeft(downloadErrorMessage),
  );
};

/**
 * Downloads of history items: one id saves its audio under the domain's download name, several save the zip as the
 * history archive. A failed call, an empty body or an unsupported content type ends as `failed` with the spec's
 * message; nothing is saved then. A request without ids completes without an outcome.
 */
export const createDownloadsUseCase = (deps: DownloadsDeps): DownloadsUseCase => ({
  download: (request) =>
    defer((): Observable<DownloadOutcome> => {
      if (request.historyItemIds.length === 0) return EMPTY;
      const format = request.format ?? DEFAULT_DOWNLOAD_FORMAT;
      return deps.history.download(request.historyItemIds, format).pipe(
        switchMap((answer: E.Either<HistoryError, DownloadedAudio>) =>
          pipe(
            answer,
            E.mapLeft((error) => failureMessage(error)),
            E.chain((body) => toFile(request, body)),
            E.match(
              (message) => of(failed(message)),
              (file) =>
                deps.files.save(file).pipe(
                  map((): DownloadOutcome => ({ kind: 'saved', fileName: file.name })),
                  catchError(() => of(failed(BLOB_READ_FAILED_MESSAGE))),
                ),
            ),
          ),
        ),
      );
    }),
});
