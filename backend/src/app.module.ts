import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { LoggingModule } from './common/logging/logging.module';
import { AppValidationPipe } from './common/validation';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { dataSourceOptions } from './database/data-source';
import { runStartMigrations } from './database/migration-lock';
import { CommonModule } from './common/common.module';
import { AccountModule } from './modules/account/account.module';
import { AuthModule } from './modules/auth/auth.module';
import { ClientErrorsModule } from './modules/client-errors/client-errors.module';
import { MailModule } from './modules/mail/mail.module';
import { MediaModule } from './modules/media/media.module';
import { MetricsModule } from './modules/metrics/metrics.module';
import { UsersModule } from './modules/users/users.module';
import { ProfilesModule } from './modules/profiles/profiles.module';
import { StatesModule } from './modules/states/states.module';
import { PromoCodesModule } from './modules/promo-codes/promo-codes.module';
import { NoticesModule } from './modules/notices/notices.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { LifecycleModule } from './modules/lifecycle/lifecycle.module';
import { PaymentsModule } from './modules/payments/payments.module';
import { AdminModule } from './modules/admin/admin.module';
import { AuditModule } from './modules/audit/audit.module';
import { ForumModule } from './modules/forum/forum.module';
import { BlogModule } from './modules/blog/blog.module';
import { BlogDraftingModule } from './modules/blog/drafting/blog-drafting.module';
import { SavedSearchesModule } from './modules/saved-searches/saved-searches.module';
import { ScheduleModule } from '@nestjs/schedule';
import { DemoForumSeed } from './database/seeds/demo-forum.seed';
import { DemoPenPalsSeed } from './database/seeds/demo-pen-pals.seed';
import { DemoProfilesSeed } from './database/seeds/demo-profiles.seed';
import { DemoSavedSearchesSeed } from './database/seeds/demo-saved-searches.seed';
import { DemoSeedService } from './database/seeds/demo-seed.service';
import { HealthModule } from './modules/health/health.module';
import { PagesModule } from './modules/pages/pages.module';
import { SeoModule } from './modules/seo/seo.module';
import { SiteModule } from './modules/site/site.module';
import { PenPalsModule } from './modules/pen-pals/pen-pals.module';

/**
 * The modular monolith. Feature modules live in src/modules/<feature>/ and are
 * listed here; see docs/architecture.md for how to add one.
 */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule,
        TypeOrmModule.forRootAsync({
          inject: [AppConfig],
          useFactory: (c: AppConfig) => ({ ...dataSourceOptions(c), autoLoadEntities: true }),
          // Migrations run here rather than inside initialize(), under a lock, so instances that start together take turns.
          dataSourceFactory: async (options) => {
            const dataSource = await new DataSource({ ...options!, migrationsRun: false }).initialize();
            if (options!.migrationsRun) await runStartMigrations(dataSource);
            return dataSource;
          },
        }),
        CommonModule,
        MetricsModule,
        MailModule,
        MediaModule,
        UsersModule,
        AuthModule,
        AccountModule,
        StatesModule,
        ProfilesModule,
        PromoCodesModule,
        NoticesModule,
        NotificationsModule,
        PaymentsModule,
        AuditModule,
        AdminModule,
        ForumModule,
        BlogModule,
        BlogDraftingModule,
        ScheduleModule.forRoot(),
        LifecycleModule,
        SavedSearchesModule,
        HealthModule,
        ClientErrorsModule,
        PagesModule,
        SeoModule,
        SiteModule,
        PenPalsModule,
      ],
      providers: [
        DemoSeedService,
        DemoProfilesSeed,
        DemoForumSeed,
        DemoPenPalsSeed,
        DemoSavedSearchesSeed,
        { provide: APP_PIPE, useClass: AppValidationPipe },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}
