/** A content file of the CMS is missing, is not JSON, or does not match core's schema. */
export class CmsContentError extends Error {
  override readonly name = 'CmsContentError';
  constructor(
    /** Absolute path of the offending file. */
    readonly file: string,
    /** Dotted path of the failing value inside the file ('' for the whole file). */
    readonly path: string,
    readonly reason: string,
  ) {
    super(
      path
        ? `CMS content file ${file} is invalid at "${path}": ${reason}`
        : `CMS content file ${file} is invalid: ${reason}`,
    );
  }
}
