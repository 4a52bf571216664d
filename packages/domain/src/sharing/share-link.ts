/** The share modal's title. */
export const SHARE_MODAL_TITLE = 'Share with your community';

/** The longest share link shown in full; longer links are cut to this many characters plus an ellipsis. */
export const SHARE_LINK_DISPLAY_MAX_LENGTH = 38;

/** The mark appended to a cut share link: one horizontal-ellipsis character. */
export const SHARE_LINK_ELLIPSIS = '\u2026';

/** The social networks of the share modal, in button order. */
export const SHARE_NETWORKS = ['facebook', 'x', 'whatsapp'] as const;

/** A social network the share modal offers. */
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** The accessible names of the social buttons (ours: the spec names only the networks). */
export const SHARE_NETWORK_LABELS: Readonly<Record<ShareNetwork, string>> = {
  facebook: 'Facebook',
  x: 'X',
  whatsapp: 'WhatsApp',
};

const SHARE_ENDPOINTS: Readonly<Record<ShareNetwork, string>> = {
  facebook: 'https://www.facebook.com/sharer/sharer.php?u=',
  x: 'https://x.com/intent/tweet?url=',
  whatsapp: 'https://wa.me/?text=',
};

/** The link shown in the copy field: in full up to 38 characters, else its first 38 characters and "…". */
export const displayShareLink = (link: string): string => {
  const characters = Array.from(link);
  return characters.length <= SHARE_LINK_DISPLAY_MAX_LENGTH
    ? link
    : characters.slice(0, SHARE_LINK_DISPLAY_MAX_LENGTH).join('') + SHARE_LINK_ELLIPSIS;
};

/** Lone surrogate halves, which encodeURIComponent refuses; they become U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The URL a social button opens in a new window, with the share link URI-encoded into its query. */
export const shareNetworkUrl = (network: ShareNetwork, link: string): string =>
  SHARE_ENDPOINTS[network] + encodeURIComponent(link.replace(LONE_SURROGATE, '\uFFFD'));
