/** What accepting a workspace invite led to: success forces an access-token refresh, failure carries the error body. */
export type InviteAcceptanceOutcome =
  | { readonly _tag: 'Accepted'; readonly forceTokenRefresh: true }
  | { readonly _tag: 'Failed'; readonly errorBody: unknown };

/** The answer of POST /v1/workspace/invites/{code}/accept. */
export interface InviteAcceptanceResponse {
  readonly status: number;
  readonly body: unknown;
}

/** The outcome of accepting an invite: any 2xx status is accepted, anything else failed with the response body. */
export const inviteAcceptanceOutcome = (response: InviteAcceptanceResponse): InviteAcceptanceOutcome =>
  response.status >= 200 && response.status < 300
    ? { _tag: 'Accepted', forceTokenRefresh: true }
    : { _tag: 'Failed', errorBody: response.body };
