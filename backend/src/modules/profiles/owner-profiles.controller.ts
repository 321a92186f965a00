import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { PageQuery, PageSizeQuery } from '../../common/pagination';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ErrorBody } from '../../common/filters/error-body';
import { MY_PROFILES_PAGE_SIZE } from '../../shared/rules';
import { MessageResponseDto } from '../users/dto/user-response.dto';
import { User } from '../users/entities/user.entity';
import { OwnerProfileDto } from './dto/profile-response.dto';
import { OwnerProfilesService } from './owner-profiles.service';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { VerificationService } from './verification/verification.service';

export class OwnerProfilesQueryDto {
  @PageQuery()
  page: number = 1;

  @PageSizeQuery({ max: 50, default: MY_PROFILES_PAGE_SIZE })
  limit: number = MY_PROFILES_PAGE_SIZE;
}

class OwnerProfileListDto {
  @ApiProperty({ type: [OwnerProfileDto] }) profiles!: OwnerProfileDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() totalPages!: number;
}

class OwnerProfileUpdateDto {
  @ApiProperty({ example: 'Profile updated successfully!' }) message!: string;
  @ApiProperty({ example: 'Your profile will be reviewed by our team before it becomes active again.' }) note!: string;
  @ApiProperty({ type: OwnerProfileDto }) profile!: OwnerProfileDto;
}

/** The signed-in user's own profiles. Another user's profile id answers 404, never its data. */
@ApiTags('my profiles')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorBody })
@Controller('user/profiles')
export class OwnerProfilesController {
  constructor(
    private readonly owned: OwnerProfilesService,
    private readonly verification: VerificationService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'My profiles, newest first, 10 per page' })
  @ApiOkResponse({ type: OwnerProfileListDto })
  list(@CurrentUser() user: User, @Query() query: OwnerProfilesQueryDto): Promise<OwnerProfileListDto> {
    return this.owned.list(user, query.page, query.limit);
  }

  @Get(':id')
  @ApiOkResponse({ type: OwnerProfileDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  get(@CurrentUser() user: User, @Param('id') id: string): Promise<OwnerProfileDto> {
    return this.owned.get(user, id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edit one of my profiles; a published or rejected profile goes back to review' })
  @ApiOkResponse({ type: OwnerProfileUpdateDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  update(@CurrentUser() user: User, @Param('id') id: string, @Body() dto: UpdateProfileDto): Promise<OwnerProfileUpdateDto> {
    return this.owned.update(user, id, dto);
  }

  @Post(':id/confirm-address')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Confirm the facility and address as they are, after a check found the person at a new facility' })
  @ApiOkResponse({ type: OwnerProfileDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  async confirmAddress(@CurrentUser() user: User, @Param('id') id: string): Promise<OwnerProfileDto> {
    return this.owned.view(await this.verification.confirmAddress(user, id));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete one of my profiles with its photos and video, permanently' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  async delete(@CurrentUser() user: User, @Param('id') id: string): Promise<MessageResponseDto> {
    await this.owned.delete(user, id);
    return { message: 'Profile deleted successfully' };
  }
}
