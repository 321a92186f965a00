/** A signed-in account, as the API returns it. */
export type User = {
  id: string;
  email: string;
  is_admin: boolean;
  /** ISO date-time. */
  created_at: string;
  /** Path or URL of the account photo, or null when there is none. */
  profile_photo_url: string | null;
};

/** Answer of a successful register or login: a bearer token and the user. */
export type AuthResponse = {
  access_token: string;
  user: User;
};

export type Credentials = {
  email: string;
  password: string;
};

/** A plain confirmation from the server, meant to be shown to the user. */
export type MessageResponse = {
  message: string;
};
