import { defer, EMPTY, expand, reduce, type Observable } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import type { CatalogueVoice, VoiceCatalogue, VoiceCatalogueError, VoicePage } from './voice-catalogue.port.js';

/** Voices are read 100 per page until the last page. */
const VOICE_PAGE_SIZE = 100;

/** Every voice of the catalogue, or its first failure. */
export type AllVoices = E.Either<VoiceCatalogueError, readonly CatalogueVoice[]>;

/** Every voice of GET /v2/voices, page after page, asked for on subscription; the first failed page fails the whole list. */
export const allVoices = (catalogue: VoiceCatalogue): Observable<AllVoices> => {
  const page = (token: string | null) => defer(() => catalogue.searchVoices({ pageSize: VOICE_PAGE_SIZE, nextPageToken: token, search: null }));
  return page(null).pipe(
    expand((result: E.Either<VoiceCatalogueError, VoicePage>) =>
      E.isRight(result) && result.right.hasMore && result.right.nextPageToken !== null ? page(result.right.nextPageToken) : EMPTY,
    ),
    reduce<E.Either<VoiceCatalogueError, VoicePage>, AllVoices>(
      (all, result) => (E.isLeft(all) ? all : E.isLeft(result) ? result : E.right([...all.right, ...result.right.voices])),
      E.right([]),
    ),
  );
};
