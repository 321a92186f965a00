import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../config/app-config';
import { resolveJwtSecret } from '../auth/jwt-secret';
import { ProfilesModule } from '../profiles/profiles.module';
import { DigestUnsubscribeTokens } from './digest-unsubscribe-token';
import { SavedSearch } from './entities/saved-search.entity';
import { WriterDigest } from './entities/writer-digest.entity';
import { SavedSearchDigestJob } from './saved-search-digest.job';
import { AdminSavedSearchesController, SavedSearchesController, SavedSearchUnsubscribeController } from './saved-searches.controller';
import { SavedSearchesService } from './saved-searches.service';

/** Saved searches with a daily digest e-mail (docs/writer-tools.md section 3). */
@Module({
  imports: [TypeOrmModule.forFeature([SavedSearch, WriterDigest]), ProfilesModule],
  controllers: [SavedSearchesController, SavedSearchUnsubscribeController, AdminSavedSearchesController],
  providers: [
    SavedSearchesService,
    SavedSearchDigestJob,
    // Unsubscribe links are signed with a key derived from the app secret (the one sessions are signed with).
    { provide: DigestUnsubscribeTokens, inject: [AppConfig], useFactory: (config: AppConfig) => new DigestUnsubscribeTokens(resolveJwtSecret(config)) },
  ],
  exports: [SavedSearchesService, SavedSearchDigestJob],
})
export class SavedSearchesModule {}
