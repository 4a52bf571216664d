import type { KeyValueStore } from '@cadence/application';
import { BROWSER_STORAGE_KEYS } from '@cadence/domain';
import * as O from 'fp-ts/lib/Option.js';
import { pipe } from 'fp-ts/lib/function.js';
import * as t from 'io-ts';
import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';

const ColorThemeCodec = t.keyof({ light: null, dark: null });

/** A colour theme of the UI. */
export type ColorTheme = t.TypeOf<typeof ColorThemeCodec>;

/** The theme until the person picks one. */
export const DEFAULT_COLOR_THEME: ColorTheme = 'light';

/** The colour theme the person picked, kept under the domain's colour-theme key (which survives sign-out). */
export interface ColorThemeController {
  readonly theme$: Observable<ColorTheme>;
  toggle(): void;
}

/** Reads the stored theme (a value that fails to decode counts as absent) and stores every change. */
export const createColorThemeController = (store: KeyValueStore): ColorThemeController => {
  const stored = pipe(
    store.get(BROWSER_STORAGE_KEYS.colorTheme),
    O.chain((raw) => O.fromEither(ColorThemeCodec.decode(raw))),
    O.getOrElse((): ColorTheme => DEFAULT_COLOR_THEME),
  );
  const theme = new BehaviorSubject<ColorTheme>(stored);
  return {
    theme$: theme.pipe(distinctUntilChanged()),
    toggle: () => {
      const next: ColorTheme = theme.value === 'light' ? 'dark' : 'light';
      store.set(BROWSER_STORAGE_KEYS.colorTheme, next);
      theme.next(next);
    },
  };
};

