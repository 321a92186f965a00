import { AxiosError } from 'axios';
import { NETWORK_ERROR_MESSAGE, isApiError } from '../../../api/client';
import { SUBMIT_MESSAGES } from '../messages';

function detailText(detail: unknown): string {
  if (typeof detail === 'string') return detail.trim();
  if (Array.isArray(detail)) {
    return detail
      .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
      .join('; ');
  }
  return '';
}

/** What to say when `POST /profiles` fails: the server's detail where it has one, else a message per status. */
export function getSubmitErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    const { response } = error;
    if (!response) {
      return error.code === AxiosError.ERR_CANCELED
        ? SUBMIT_MESSAGES.submitFailed
        : NETWORK_ERROR_MESSAGE;
    }
    const detail = detailText(response.data?.detail);
    switch (response.status) {
      case 401:
        return SUBMIT_MESSAGES.sessionExpired;
      case 400:
        return detail || SUBMIT_MESSAGES.invalidData;
      case 422:
        if (Array.isArray(response.data?.detail) && detail) {
          return `${SUBMIT_MESSAGES.validationErrorsPrefix}${detail}`;
        }
        return detail || SUBMIT_MESSAGES.checkFormData;
      case 500:
        return SUBMIT_MESSAGES.serverError;
      default:
        return detail ? `Error: ${detail}` : SUBMIT_MESSAGES.submitFailed;
    }
  }
  const message = error instanceof Error ? error.message : String(error);
  return `Unexpected error: ${message}`;
}
