import { createParamDecorator, ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { User } from '../../modules/users/entities/user.entity';

/** The signed-in user, loaded from the database by the auth guard for this request. */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): User => {
  const user = ctx.switchToHttp().getRequest<{ user?: User }>().user;
  if (!user) throw new UnauthorizedException('Please log in to continue');
  return user;
});
