import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { AuditModule } from '../audit/audit.module';
import { NoticesModule } from '../notices/notices.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { PasswordResetToken } from './entities/password-reset-token.entity';
import { AuthGuard } from './guards/auth.guard';
import { AuthThrottleGuard, emailTracker, THROTTLE_EMAIL, THROTTLE_IP } from './guards/auth-throttle.guard';
import { resolveJwtSecret } from './jwt-secret';
import { PageRateLimit } from './page-rate-limit';
import { PasswordResetService } from './password-reset.service';
import { PostgresThrottlerStorage } from './postgres-throttler.storage';
import { ClusterThrottlerStorage } from './cluster-throttler.storage';
import { isClusterWorker } from '../../common/cluster/cluster-calls';
import { JwtStrategy } from './jwt.strategy';
import { TokenService } from './token.service';
import { RecoveryCode } from './two-factor/entities/recovery-code.entity';
import { UserTwoFactor } from './two-factor/entities/user-two-factor.entity';
import { TwoFactorController } from './two-factor/two-factor.controller';
import { TwoFactorService } from './two-factor/two-factor.service';

@Module({
  imports: [
    UsersModule,
    AuditModule,
    NoticesModule,
    TypeOrmModule.forFeature([PasswordResetToken, UserTwoFactor, RecoveryCode]),
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        secret: resolveJwtSecret(config),
        signOptions: { algorithm: 'HS256', expiresIn: config.jwtExpiresIn as `${number}d` },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
    // Counters live in this instance's memory (RATE_LIMIT_STORE=memory: right for one instance; with several
    // worker processes, WEB_WORKERS, the primary's, which counts for all of them) or in a PostgreSQL table every
    // instance shares (postgres: several instances behind a load balancer).
    ThrottlerModule.forRootAsync({
      inject: [AppConfig, DataSource],
      useFactory: (config: AppConfig, dataSource: DataSource) => ({
        storage:
          config.rateLimitStore === 'postgres'
            ? new PostgresThrottlerStorage(dataSource)
            : isClusterWorker()
              ? new ClusterThrottlerStorage()
              : undefined,
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
  controllers: [AuthController, TwoFactorController],
  providers: [
    AuthService,
    TokenService,
    JwtStrategy,
    TwoFactorService,
    PasswordResetService,
    AuthThrottleGuard,
    PageRateLimit,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [TokenService, AuthService, PageRateLimit],
})
export class AuthModule {}
