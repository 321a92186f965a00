import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NoticeCode } from './entities/notice-code.entity';
import { NoticeCodesService } from './notice-codes.service';
import { NoticesController } from './notices.controller';

/** Reference codes on e-mails about money or an account, and their public check (docs/trust.md). */
@Module({
  imports: [TypeOrmModule.forFeature([NoticeCode])],
  controllers: [NoticesController],
  providers: [NoticeCodesService],
  exports: [NoticeCodesService],
})
export class NoticesModule {}
