/** Query parameters whose values must never reach a log line. */
const SECRET_PARAMS = /([?&](?:current_password|new_password|password|token|access_token)=)[^&#]*/gi;

export function redactUrl(url: string | undefined): string | undefined {
  return url?.replace(SECRET_PARAMS, '$1[redacted]');
}
