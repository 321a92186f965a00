import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Role, Roles } from '../../common/decorators/roles.decorator';
import { ErrorBody } from '../../common/filters/error-body';
import { ListUsersQueryDto } from './dto/list-users.dto';
import { UserResponseDto } from './dto/user-response.dto';
import { UsersService } from './users.service';

class UserListResponseDto {
  @ApiProperty({ type: [UserResponseDto] })
  users!: UserResponseDto[];

  @ApiProperty()
  total!: number;

  @ApiProperty()
  page!: number;

  @ApiProperty()
  totalPages!: number;
}

@ApiTags('admin')
@ApiBearerAuth()
@Roles(Role.Admin)
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOkResponse({ type: UserListResponseDto })
  @ApiForbiddenResponse({ type: ErrorBody })
  async list(@Query() query: ListUsersQueryDto): Promise<UserListResponseDto> {
    const { users, total } = await this.users.list(query);
    return {
      users: users.map((u) => UserResponseDto.from(u)),
      total,
      page: query.page,
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
    };
  }
}
