import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LetterLogEntry } from './entities/letter-log-entry.entity';
import { PenPal } from './entities/pen-pal.entity';
import { PenPalsController } from './pen-pals.controller';
import { PenPalsService } from './pen-pals.service';

/** My pen pals and the letter log (docs/writer-tools.md §2). Reads profiles with plain SQL only (ownership.spec.ts). */
@Module({
  imports: [TypeOrmModule.forFeature([PenPal, LetterLogEntry])],
  controllers: [PenPalsController],
  providers: [PenPalsService],
})
export class PenPalsModule {}
