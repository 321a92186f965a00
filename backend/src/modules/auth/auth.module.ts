import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../config/app-config';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { PasswordResetToken } from './entities/password-reset-token.entity';
import { AuthGuard } from './guards/auth.guard';
import { AuthThrottleGuard, emailTracker, THROTTLE_EMAIL, THROTTLE_IP } from './guards/auth-throttle.guard';
import { resolveJwtSecret } from './jwt-secret';
import { PasswordResetService } from './password-reset.service';
import { TokenService } from './token.service';

@Module({
  imports: [
    UsersModule,
    TypeOrmModule.forFeature([PasswordResetToken]),
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        secret: resolveJwtSecret(config),
        signOptions: { algorithm: 'HS256', expiresIn: config.jwtExpiresIn as `${number}d` },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
    // Counters live in memory: right for one process. Several instances need a shared store.
    ThrottlerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        throttlers: [
          { name: THROTTLE_IP, limit: config.authRateLimit.perIp, ttl: config.authRateLimit.windowSeconds * 1000 },
          {
            name: THROTTLE_EMAIL,
            limit: config.authRateLimit.perEmail,
            ttl: config.authRateLimit.windowSeconds * 1000,
            getTracker: emailTracker,
          },
        ],
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    TokenService,
    PasswordResetService,
    AuthThrottleGuard,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [TokenService, AuthService],
})
export class AuthModule {}
