import { STATUS_CODES } from 'node:http';
import { ApiProperty } from '@nestjs/swagger';

/** The one shape of every error the API returns. */
export class ErrorBody {
  @ApiProperty({ example: 404 })
  statusCode!: number;

  @ApiProperty({ example: 'Not Found' })
  error!: string;

  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    description: 'A readable message; for 422 validation failures, a list of messages.',
    example: 'Profile not found',
  })
  detail!: string | string[];

  @ApiProperty({ required: false, description: 'Only on 500: quote it to support.' })
  correlation_id?: string;
}

export function statusText(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}
