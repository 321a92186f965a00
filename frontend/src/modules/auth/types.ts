/** The account API's shapes, from the generated contract (src/api/schema.ts). */
import type { LoginDto, MessageResponseDto, SessionResponseDto, UserResponseDto } from '../../api/schema';

/** A signed-in account, as the API returns it. */
export type User = UserResponseDto;

/** Answer of a successful register or login: a bearer token and the user. */
export type AuthResponse = SessionResponseDto;

export type Credentials = LoginDto;

/** A plain confirmation from the server, meant to be shown to the user. */
export type MessageResponse = MessageResponseDto;
