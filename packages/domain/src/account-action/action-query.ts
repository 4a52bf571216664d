import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';

/** The modes the account-action handler knows. */
export const ACTION_MODES = ['optOutOfUpdates', 'resetPassword', 'recoverEmail', 'verifyEmail', 'verifySignInRequest'] as const;

/** One mode of the account-action handler. */
export type ActionMode = (typeof ACTION_MODES)[number];

/** The language the action runs in when the query names none. */
export const DEFAULT_ACTION_LANG = 'en';

/** The message of the error raised for a mode the handler does not know. */
export const UNKNOWN_ACTION_MODE_MESSAGE = 'Unknown received for firebase handler';

/** The error for a missing or unknown mode; mode is null when the query had none. */
export interface UnknownActionModeError {
  readonly _tag: 'UnknownActionMode';
  readonly mode: string | null;
  readonly message: typeof UNKNOWN_ACTION_MODE_MESSAGE;
}

/** The query of /app/action, decoded; empty values count as absent. */
export interface ActionQuery {
  readonly mode: ActionMode;
  /** verificationCode, or oobCode when there is no verificationCode. */
  readonly actionCode: O.Option<string>;
  readonly continueUrl: O.Option<string>;
  readonly lang: string;
  readonly userId: O.Option<string>;
  readonly coupon: O.Option<string>;
  readonly newUser: O.Option<string>;
  readonly inviteCode: O.Option<string>;
  readonly internalCode: O.Option<string>;
  readonly sensitiveActionVerificationCode: O.Option<string>;
}

/** The raw query parameters of a page. */
export type RawQuery = Readonly<Record<string, string | undefined>>;

const isActionMode = (value: string): value is ActionMode => (ACTION_MODES as readonly string[]).includes(value);

const param = (query: RawQuery, name: string): O.Option<string> =>
  O.fromPredicate((value: string) => value !== '')(query[name] ?? '');

/** Decodes the /app/action query; a missing or unknown mode is the unknown-mode error. */
export const parseActionQuery = (query: RawQuery): E.Either<UnknownActionModeError, ActionQuery> => {
  const mode = query['mode'];
  if (mode === undefined || !isActionMode(mode)) {
    return E.left({ _tag: 'UnknownActionMode', mode: mode ?? null, message: UNKNOWN_ACTION_MODE_MESSAGE });
  }
  return E.right({
    mode,
    actionCode: O.alt(() => param(query, 'oobCode'))(param(query, 'verificationCode')),
    continueUrl: param(query, 'continueUrl'),
    lang: O.getOrElse(() => DEFAULT_ACTION_LANG)(param(query, 'lang')),
    userId: param(query, 'userId'),
    coupon: param(query, 'coupon'),
    newUser: param(query, 'newUser'),
    inviteCode: param(query, 'invite_code'),
    internalCode: param(query, 'internalCode'),
    sensitiveActionVerificationCode: param(query, 'sensitiveActionVerificationCode'),
  });
};
