import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { Role, Roles } from '../../common/decorators/roles.decorator';
import { ErrorBody } from '../../common/filters/error-body';
import { AuditService } from '../audit/audit.service';
import { AdminUpdateProfileDto, ReasonQueryDto } from '../profiles/dto/update-profile.dto';
import { ProfileStatus } from '../profiles/profile.enums';
import { ApproveBodyDto, CheckInputDto, ProfileChecksDto, RecheckListDto } from '../profiles/verification/dto/verification.dto';
import { VerificationService } from '../profiles/verification/verification.service';
import { MessageResponseDto } from '../users/dto/user-response.dto';
import { User } from '../users/entities/user.entity';
import { AdminProfilesService } from './admin-profiles.service';
import { AdminUsersService } from './admin-users.service';
import { AuditLogPageDto } from '../audit/dto/audit-entry.dto';
import { AdminProfileDto, AdminProfileListDto, AdminSummaryDto, AdminUserListDto, SetAdminResponseDto } from './dto/admin-responses.dto';
import { AdminPageQueryDto, AdminProfilesQueryDto, AdminReasonQueryDto, AuditQueryDto, RecheckQueryDto, RejectQueryDto, SetAdminQueryDto } from './dto/admin.dto';

/** The review desk and user administration. Admins only: the role is read from the database on every request. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles(Role.Admin)
@ApiForbiddenResponse({ type: ErrorBody, description: 'Access denied. Admin privileges required.' })
@Controller('admin')
export class AdminController {
  constructor(
    private readonly profiles: AdminProfilesService,
    private readonly users: AdminUsersService,
    private readonly audit: AuditService,
    private readonly verification: VerificationService,
  ) {}

  @Get('summary')
  @ApiOperation({ summary: 'Dashboard cards and new profiles / new paid listings per week (12 weeks)' })
  @ApiOkResponse({ type: AdminSummaryDto })
  summary(): Promise<AdminSummaryDto> {
    return this.profiles.summary();
  }

  @Get('pending')
  @ApiOperation({ summary: 'Profiles waiting for review, oldest first, with what the reviewer must check' })
  @ApiOkResponse({ type: AdminProfileListDto })
  pending(@Query() query: AdminPageQueryDto): Promise<AdminProfileListDto> {
    return this.profiles.list({ ...query, status: ProfileStatus.PendingReview });
  }

  @Get('profiles')
  @ApiOperation({ summary: 'All profiles (or one status), newest change first' })
  @ApiOkResponse({ type: AdminProfileListDto })
  listProfiles(@Query() query: AdminProfilesQueryDto): Promise<AdminProfileListDto> {
    return this.profiles.list(query);
  }

  @Get('profiles/:id')
  @ApiOkResponse({ type: AdminProfileDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  getProfile(@Param('id') id: string): Promise<AdminProfileDto> {
    return this.profiles.get(id);
  }

  @Post('profiles/:id/approve')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Publish a paid profile; the owner is told' })
  @ApiOkResponse({ type: AdminProfileDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'The listing is not paid for' })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiUnprocessableEntityResponse({ type: ErrorBody, description: 'The check is not in_custody or transferred (reject instead), or is malformed' })
  approve(@Param('id') id: string, @CurrentUser() admin: User, @Body() body?: ApproveBodyDto): Promise<AdminProfileDto> {
    return this.profiles.approve(admin, id, body?.check);
  }

  @Get('rechecks')
  @ApiOperation({ summary: "Active profiles due for a new check against the state's inmate locator, oldest first" })
  @ApiOkResponse({ type: RecheckListDto })
  rechecks(@Query() query: RecheckQueryDto): Promise<RecheckListDto> {
    return this.verification.queue(query.page, query.limit);
  }

  @Post('profiles/:id/checks')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Record what the inmate locator showed; released or not found takes the profile down and stops its billing' })
  @ApiOkResponse({ type: AdminProfileDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiUnprocessableEntityResponse({ type: ErrorBody })
  async check(@Param('id') id: string, @Body() dto: CheckInputDto, @CurrentUser() admin: User): Promise<AdminProfileDto> {
    return this.profiles.view(await this.verification.check(admin, id, dto));
  }

  @Get('profiles/:id/checks')
  @ApiOperation({ summary: "A profile's locator checks, newest first" })
  @ApiOkResponse({ type: ProfileChecksDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  async checks(@Param('id') id: string): Promise<ProfileChecksDto> {
    return { checks: await this.verification.history(id) };
  }

  @Post('profiles/:id/reject')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Send a profile back to its owner with a reason' })
  @ApiOkResponse({ type: AdminProfileDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiUnprocessableEntityResponse({ type: ErrorBody, description: 'Please provide a reason for rejection' })
  reject(@Param('id') id: string, @Query() query: RejectQueryDto, @CurrentUser() admin: User): Promise<AdminProfileDto> {
    return this.profiles.reject(admin, id, query.rejection_reason);
  }

  @Put('profiles/:id')
  @ApiOperation({ summary: "Edit a profile (status unchanged); removing photos needs admin_reason, which the owner is told" })
  @ApiOkResponse({ type: AdminProfileDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiUnprocessableEntityResponse({ type: ErrorBody })
  update(@Param('id') id: string, @Query() query: AdminReasonQueryDto, @Body() dto: AdminUpdateProfileDto, @CurrentUser() admin: User): Promise<AdminProfileDto> {
    return this.profiles.update(admin, id, dto, query.admin_reason);
  }

  @Delete('profiles/:id')
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  async deleteProfile(@Param('id') id: string, @Query() query: ReasonQueryDto, @CurrentUser() admin: User): Promise<MessageResponseDto> {
    await this.profiles.delete(admin, id, query.reason);
    return { message: 'Profile deleted successfully' };
  }

  @Get('users')
  @ApiOperation({ summary: 'Users newest first, searchable by e-mail or profile name' })
  @ApiOkResponse({ type: AdminUserListDto })
  listUsers(@Query() query: AdminPageQueryDto): Promise<AdminUserListDto> {
    return this.users.list(query);
  }

  @Put('users/:id')
  @ApiOperation({ summary: 'Make or remove an admin. Not yourself, never the last admin.' })
  @ApiOkResponse({ type: SetAdminResponseDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  setAdmin(@Param('id') id: string, @Query() query: SetAdminQueryDto, @CurrentUser() admin: User): Promise<SetAdminResponseDto> {
    return this.users.setAdmin(admin, id, query.is_admin);
  }

  @Delete('users/:id')
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  deleteUser(@Param('id') id: string, @CurrentUser() admin: User): Promise<MessageResponseDto> {
    return this.users.delete(admin, id);
  }

  @Get('audit-log')
  @ApiOperation({ summary: 'Every admin action, newest first' })
  @ApiOkResponse({ type: AuditLogPageDto })
  auditLog(@Query() query: AuditQueryDto): Promise<AuditLogPageDto> {
    return this.audit.list(query.page, query.limit, { targetId: query.target_id });
  }
}
