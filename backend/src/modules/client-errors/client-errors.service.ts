import { Injectable, Logger } from '@nestjs/common';
import { redactUrl } from '../../common/logging/redact';
import { CreateClientErrorDto } from './dto/create-client-error.dto';

@Injectable()
export class ClientErrorsService {
  private readonly logger = new Logger('ClientError');

  record(report: CreateClientErrorDto, userAgent?: string): void {
    this.logger.warn(
      {
        client_error: {
          url: redactUrl(report.url),
          stack: report.stack,
          component_stack: report.component_stack,
          user_agent: userAgent,
        },
      },
      report.message,
    );
  }
}
