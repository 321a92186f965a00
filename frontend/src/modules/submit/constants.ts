/** Time between "Session expired" or "You must be logged in" and the move to /login. */
export const LOGIN_REDIRECT_DELAY_MS = 2000;
