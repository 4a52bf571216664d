import type { NativeShare, NativeShareData, NativeShareResult } from '@cadence/application';
import { catchError, defer, from, map, of, type Observable } from 'rxjs';

/** What the adapter needs of the browser's navigator (share and canShare exist only on some browsers). */
export type ShareHost = () => Partial<Pick<Navigator, 'share' | 'canShare'>> | undefined;

const errorName = (error: unknown): string | null =>
  typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string' ? error.name : null;

/** NativeShare on navigator.share; a rejection answers its error name (AbortError when the person dismissed it). */
export class BrowserNativeShare implements NativeShare {
  constructor(private readonly host: ShareHost = () => globalThis.navigator) {}

  canShare(data: NativeShareData): boolean {
    const navigator = this.host();
    if (typeof navigator?.share !== 'function') return false;
    return typeof navigator.canShare === 'function' ? navigator.canShare({ title: data.title, url: data.url }) : true;
  }

  share(data: NativeShareData): Observable<NativeShareResult> {
    return defer(() => {
      const share = this.host()?.share;
      if (typeof share !== 'function') return of<NativeShareResult>({ shared: false, errorName: 'NotSupportedError' });
      return from(share.call(this.host(), { title: data.title, url: data.url })).pipe(
        map((): NativeShareResult => ({ shared: true })),
        catchError((error: unknown) => of<NativeShareResult>({ shared: false, errorName: errorName(error) })),
      );
    });
  }
}
