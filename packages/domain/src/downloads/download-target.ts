import * as E from 'fp-ts/lib/Either.js';
import { pipe } from 'fp-ts/lib/function.js';
import * as O from 'fp-ts/lib/Option.js';
import type { DownloadError } from './download-errors.js';
import type { DownloadKind } from './content-types.js';
import { classifyContentType } from './content-types.js';
import { extensionForContentType } from './content-type-extensions.js';
import { HISTORY_ARCHIVE_FILE_NAME, audioDownloadName, downloadFileName } from './file-names.js';

/** Where a download response goes: its kind and the file name to save it under. */
export interface DownloadTarget {
  readonly kind: DownloadKind;
  readonly fileName: string;
}

/** What is known about a download response and the request behind it. */
export interface DownloadRequest {
  readonly contentType: string | null | undefined;
  readonly name: string;
  readonly outputFormat?: string | null;
}

/**
 * The file a download response is saved as: a zip is the history archive, audio takes the requested
 * format's extension, video its content type's extension; an unsupported type is an error.
 */
export const downloadTarget = (request: DownloadRequest): E.Either<DownloadError, DownloadTarget> =>
  pipe(
    classifyContentType(request.contentType),
    E.map(({ kind, mediaType }): DownloadTarget => {
      if (kind === 'archive') return { kind, fileName: HISTORY_ARCHIVE_FILE_NAME };
      if (kind === 'audio') return { kind, fileName: audioDownloadName(request.name, request.outputFormat) };
      const extension = pipe(extensionForContentType(mediaType), O.getOrElse(() => 'mp4'));
      return { kind, fileName: downloadFileName(request.name, extension) };
    }),
  );
