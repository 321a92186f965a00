import { Module } from '@nestjs/common';
import { StatesController } from './states.controller';

@Module({ controllers: [StatesController] })
export class StatesModule {}
