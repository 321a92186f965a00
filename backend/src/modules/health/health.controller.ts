import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheckService, HealthIndicatorResult, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { Public } from '../../common/decorators/public.decorator';
import { ErrorBody } from '../../common/filters/error-body';
import { HealthResponseDto } from './dto/health-response.dto';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
  ) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Liveness and database state, for load balancers and uptime checks' })
  @ApiOkResponse({ type: HealthResponseDto })
  @ApiServiceUnavailableResponse({ type: ErrorBody, description: 'The database does not answer' })
  async check(): Promise<HealthResponseDto> {
    try {
      await this.health.check([() => this.db.pingCheck('database', { timeout: 3000 })]);
      return { status: 'ok', database: 'up', checked_at: new Date().toISOString() };
    } catch (error) {
      const details = (error as { response?: { error?: HealthIndicatorResult } }).response?.error;
      const reason: unknown = details?.database?.message;
      throw new ServiceUnavailableException(
        `Database is down${typeof reason === 'string' && reason ? `: ${reason}` : ''}`,
      );
    }
  }
}
