import { CanActivate, ExecutionContext, ForbiddenException, HttpException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { REQUIRES_CONSENT_KEY } from '../../../common/decorators/consent.decorator';
import { IS_PUBLIC_KEY } from '../../../common/decorators/public.decorator';
import { ALLOW_WITHOUT_TWO_FACTOR_KEY } from '../../../common/decorators/two-factor-setup.decorator';
import { AppConfig } from '../../../config/app-config';
import { CONSENT_REQUIRED_MESSAGE } from '../../../shared/text';
import { Role, ROLES_KEY } from '../../../common/decorators/roles.decorator';
import type { User } from '../../users/entities/user.entity';
import { TWO_FACTOR_SETUP_REQUIRED } from '../two-factor/two-factor.service';
import { bearerToken, INVALID_SESSION, JWT_STRATEGY, JwtStrategy, LOGIN_REQUIRED, SESSION_EXPIRED } from '../jwt.strategy';

/** passport's answer for one request: the user, or why not (an error thrown by `validate`, or passport-jwt's failure info). */
function authenticate(strategy: JwtStrategy, req: Request, res: Response): Promise<User> {
  return new Promise((resolve, reject) => {
    const passport = strategy.getPassportInstance();
    const handler = passport.authenticate(
      JWT_STRATEGY,
      { session: false },
      (err: unknown, user: User | false | null, info: unknown) => {
        if (user) resolve(user);
        else reject(toHttpError(err, info));
      },
    ) as (req: Request, res: Response, next: (err?: unknown) => void) => void;
    handler(req, res, (err?: unknown) => reject(toHttpError(err, undefined)));
  });
}

/**
 * passport's own failures become our 401s with our texts (never passport's bare 401 body): an
 * expired token says so, anything else is an invalid session. Errors from `validate` are already ours.
 */
function toHttpError(err: unknown, info: unknown): HttpException {
  if (err instanceof HttpException) return err;
  const name = info instanceof Error ? info.name : undefined;
  return new UnauthorizedException(name === 'TokenExpiredError' ? SESSION_EXPIRED : INVALID_SESSION);
}

/**
 * Global guard, deny by default: every route needs a valid session unless it
 * says @Public(). On public routes a valid token still identifies the user
 * (and a bad one is ignored). Tokens are checked by the passport-jwt JwtStrategy.
 * @Roles(Role.Admin) checks the role the database holds now, not one written in the token.
 * With ADMIN_TWO_FACTOR=required, an admin without two-factor sign-in may only set it up.
 * @RequiresConsent() routes answer 403 to an account (admins too) with no recorded consent.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly strategy: JwtStrategy,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets) ?? false;
    const roles = this.reflector.getAllAndOverride<Role[]>(ROLES_KEY, targets) ?? [];
    const http = context.switchToHttp();
    const req = http.getRequest<Request & { user?: User }>();
    const open = isPublic && roles.length === 0;

    if (bearerToken(req) === null) {
      if (open) return true;
      throw new UnauthorizedException(LOGIN_REQUIRED);
    }
    try {
      req.user = await authenticate(this.strategy, req, http.getResponse<Response>());
    } catch (error) {
      delete req.user;
      if (open) return true;
      throw error;
    }
    if (this.config.adminTwoFactor === 'required' && req.user.isAdmin && !req.user.twoFactorEnabled) {
      // An admin who must turn on two-factor sign-in may only do that: anonymous on public routes,
      // 403 everywhere else but the routes marked @AllowWithoutTwoFactor().
      if (!this.reflector.getAllAndOverride<boolean>(ALLOW_WITHOUT_TWO_FACTOR_KEY, targets)) {
        delete req.user;
        if (open) return true;
        throw new ForbiddenException(TWO_FACTOR_SETUP_REQUIRED);
      }
    }
    if (roles.includes(Role.Admin) && !req.user.isAdmin) {
      throw new ForbiddenException('Access denied. Admin privileges required.');
    }
    if (!req.user.termsAcceptedAt && this.reflector.getAllAndOverride<boolean>(REQUIRES_CONSENT_KEY, targets)) {
      throw new ForbiddenException(CONSENT_REQUIRED_MESSAGE);
    }
    return true;
  }
}

