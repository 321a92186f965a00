import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { IS_PUBLIC_KEY } from '../../../common/decorators/public.decorator';
import { Role, ROLES_KEY } from '../../../common/decorators/roles.decorator';
import type { User } from '../../users/entities/user.entity';
import { TokenService } from '../token.service';

function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

/**
 * Global guard, deny by default: every route needs a valid session unless it
 * says @Public(). On public routes a valid token still identifies the user
 * (and a bad one is ignored). @Roles(Role.Admin) checks the role the database
 * holds now, not one written in the token.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets) ?? false;
    const roles = this.reflector.getAllAndOverride<Role[]>(ROLES_KEY, targets) ?? [];
    const req = context.switchToHttp().getRequest<Request & { user?: User }>();
    const token = bearerToken(req);

    if (!token) {
      if (isPublic && roles.length === 0) return true;
      throw new UnauthorizedException('Please log in to continue');
    }
    try {
      req.user = await this.tokens.authenticate(token);
    } catch (error) {
      if (isPublic && roles.length === 0) return true;
      throw error;
    }
    if (roles.includes(Role.Admin) && !req.user.isAdmin) {
      throw new ForbiddenException('Access denied. Admin privileges required.');
    }
    return true;
  }
}
