import { apiErrorMessage, isDetailList, type ErrorTexts } from '../../../api/errors';
import { SUBMIT_MESSAGES } from '../messages';

/** The submission page's own words for a failed `POST /profiles`, where they differ from the site's. */
const SUBMIT_ERRORS: ErrorTexts = {
  fallback: SUBMIT_MESSAGES.submitFailed,
  on: {
    401: SUBMIT_MESSAGES.sessionExpired,
    400: (detail) => detail || SUBMIT_MESSAGES.invalidData,
    422: (detail, error) =>
      isDetailList(error) && detail
        ? `${SUBMIT_MESSAGES.validationErrorsPrefix}${detail}`
        : detail || SUBMIT_MESSAGES.checkFormData,
    500: SUBMIT_MESSAGES.serverError,
    other: (detail) => (detail ? `Error: ${detail}` : SUBMIT_MESSAGES.submitFailed),
    unknown: (_, error) => `Unexpected error: ${error instanceof Error ? error.message : String(error)}`,
  },
};

/** What to say when `POST /profiles` fails: the server's detail where it has one, else a message per status. */
export function getSubmitErrorMessage(error: unknown): string {
  return apiErrorMessage(error, SUBMIT_ERRORS);
}
