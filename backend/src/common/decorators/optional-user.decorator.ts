import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { User } from '../../modules/users/entities/user.entity';

/**
 * On a @Public() route: the signed-in user when the request carries a valid token (the auth guard
 * loaded it), or null for an anonymous visitor (a missing or bad token is not an error there).
 */
export function readOptionalUser(_data: unknown, ctx: ExecutionContext): User | null {
  return ctx.switchToHttp().getRequest<{ user?: User }>().user ?? null;
}

export const OptionalUser = createParamDecorator(readOptionalUser);
