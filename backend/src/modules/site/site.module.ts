import { Module } from '@nestjs/common';
import { SiteGuidesInstaller } from './site-guides.installer';
import { SiteController } from './site.controller';

/** The site's own settings and content: its contact details (GET /api/site) and the guides it installs everywhere. */
@Module({
  controllers: [SiteController],
  providers: [SiteGuidesInstaller],
  exports: [SiteGuidesInstaller],
})
export class SiteModule {}
