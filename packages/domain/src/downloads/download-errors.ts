/** Why a download could not be saved. */
export type DownloadError =
  | { readonly _tag: 'UnsupportedContentType'; readonly contentType: string }
  | { readonly _tag: 'InvalidBase64' }
  | { readonly _tag: 'NullBody' }
  | { readonly _tag: 'BlobReadFailed' };

/** The message for a base64 audio string that does not decode. */
export const INVALID_BASE64_MESSAGE = 'Invalid base64 string for ArrayBuffer conversion.';

/** The message for a download response without a body (the spec shows only its first words; the rest is ours). */
export const NULL_BODY_MESSAGE = 'Response body can not be null when downloading a file.';

/** The message when reading a blob (downloaded or streamed audio) fails. */
export const BLOB_READ_FAILED_MESSAGE = 'Failed to read blob';

/** The message for a download whose content type is not supported. */
export const unsupportedContentTypeMessage = (contentType: string): string =>
  `Invalid response type received: '${contentType}' is not supported.`;

/** The message shown for a download error. */
export const downloadErrorMessage = (error: DownloadError): string => {
  switch (error._tag) {
    case 'UnsupportedContentType':
      return unsupportedContentTypeMessage(error.contentType);
    case 'InvalidBase64':
      return INVALID_BASE64_MESSAGE;
    case 'NullBody':
      return NULL_BODY_MESSAGE;
    case 'BlobReadFailed':
      return BLOB_READ_FAILED_MESSAGE;
  }
};
