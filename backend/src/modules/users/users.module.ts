import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module';
import { AccountDeletionService } from './account-deletion.service';
import { User } from './entities/user.entity';
import { PasswordService } from './password.service';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User]), MediaModule],
  providers: [UsersService, PasswordService, AccountDeletionService],
  exports: [UsersService, PasswordService, AccountDeletionService],
})
export class UsersModule {}
