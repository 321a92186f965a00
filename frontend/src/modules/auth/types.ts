/** The account API's shapes, from the generated contract (src/api/schema.ts). */
import type {
  LoginDto,
  LoginResponseDto,
  MessageResponseDto,
  RecoveryCodesDto,
  RegisterDto,
  SessionResponseDto,
  TwoFactorSetupDto,
  TwoFactorStatusDto,
  UserResponseDto,
} from '../../api/schema';

/** A signed-in account, as the API returns it. */
export type User = UserResponseDto;

/** Answer of a successful register or login: a bearer token and the user. */
export type AuthResponse = SessionResponseDto;

export type Credentials = LoginDto;

/** What the registration form sends: e-mail, password and `accept_terms: true` (the 18+ and terms box). */
export type Registration = RegisterDto;

/** A plain confirmation from the server, meant to be shown to the user. */
export type MessageResponse = MessageResponseDto;

/** Answer of the password step: a session, or (two-factor sign-in on) `two_factor_required` and a challenge. */
export type LoginResult = LoginResponseDto;

/** The second step of a sign-in, or of turning two-factor sign-in off: an app code or a recovery code. */
export type SecondFactor = { code: string } | { recovery_code: string };

export type TwoFactorStatus = TwoFactorStatusDto;
export type TwoFactorSetup = TwoFactorSetupDto;
export type RecoveryCodes = RecoveryCodesDto;
