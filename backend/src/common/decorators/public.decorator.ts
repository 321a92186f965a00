import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'isPublic';

/**
 * Marks a route as open to anonymous visitors. The global auth guard (accounts
 * module) denies every route that does not carry this marker.
 */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);
