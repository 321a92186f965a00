import { AUDIT_TARGET_TYPES } from '../modules/audit/entities/audit-log-entry.entity';
import { BLOG_CATEGORIES, BLOG_DRAFT_EVENTS, BLOG_POST_STATES } from '../modules/blog/blog.enums';
import { FORUM_CATEGORY_SLUGS, FORUM_CONTENT_TYPES, FORUM_HOLDS, FORUM_POST_STATES, FORUM_REPORT_STATUSES } from '../modules/forum/forum.enums';
import { LETTER_KINDS } from '../modules/pen-pals/pen-pals.enums';
import { SUBSCRIPTION_TYPES } from '../modules/payments/entities/subscription.entity';
import { DEMO_EVENTS, PAYMENT_MODES, WEBHOOK_OUTCOMES } from '../modules/payments/payment.enums';
import {
  GENDERS,
  ORIENTATIONS,
  PaymentMethod,
  PaymentStatus,
  LANGUAGES,
  PROFILE_SORTS,
  ProfileStatus,
  RACES_ETHNICITIES,
  RELIGIONS,
  SEEKING,
} from '../modules/profiles/profile.enums';
import { CHECK_OUTCOMES, PROFILE_NOTICE_KINDS, RECHECK_REASONS } from '../modules/profiles/verification/verification.rules';
import { STATE_NOTE_KINDS } from '../modules/states/states.data';

/**
 * The API's enumerations, each a named schema of the OpenAPI document: the generated client types
 * (frontend/src/api/schema.ts) then export each one's type and its list of values (`Gender`,
 * `genderValues`). The values come from their module's own list; this map only names them.
 * A new module adds its enumerations here.
 *
 * Use: `@ApiProperty({ ...ApiEnum.Gender })`, `@ApiProperty({ ...ApiEnum.Seeking, isArray: true })`.
 */
export const API_ENUMS = {
  Gender: GENDERS,
  Orientation: ORIENTATIONS,
  RaceEthnicity: RACES_ETHNICITIES,
  Religion: RELIGIONS,
  Seeking: SEEKING,
  Language: LANGUAGES,
  ProfileSort: PROFILE_SORTS,
  ProfileStatus: Object.values(ProfileStatus),
  PaymentStatus: Object.values(PaymentStatus),
  PaymentMethod: Object.values(PaymentMethod),
  CheckOutcome: CHECK_OUTCOMES,
  RecheckReason: RECHECK_REASONS,
  ProfileNoticeKind: PROFILE_NOTICE_KINDS,
  SubscriptionType: SUBSCRIPTION_TYPES,
  PaymentMode: PAYMENT_MODES,
  DemoPaymentEvent: DEMO_EVENTS,
  WebhookOutcome: WEBHOOK_OUTCOMES,
  StateNoteKind: STATE_NOTE_KINDS,
  AuditTargetType: AUDIT_TARGET_TYPES,
  ForumCategory: FORUM_CATEGORY_SLUGS,
  ForumReportStatus: FORUM_REPORT_STATUSES,
  ForumContentType: FORUM_CONTENT_TYPES,
  ForumPostState: FORUM_POST_STATES,
  ForumHeld: FORUM_HOLDS,
  BlogCategory: BLOG_CATEGORIES,
  BlogPostState: BLOG_POST_STATES,
  BlogDraftEvent: BLOG_DRAFT_EVENTS,
  LetterKind: LETTER_KINDS,
} as const satisfies Record<string, readonly string[]>;

export type ApiEnumName = keyof typeof API_ENUMS;

/** The @ApiProperty options that make a property one of the named enumerations. */
export const ApiEnum = Object.fromEntries(
  Object.entries(API_ENUMS).map(([name, values]) => [name, { enum: [...values], enumName: name }]),
) as { [K in ApiEnumName]: { enum: string[]; enumName: K } };
