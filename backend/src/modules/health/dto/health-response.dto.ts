import { ApiProperty } from '@nestjs/swagger';

export class HealthResponseDto {
  @ApiProperty({ example: 'ok', enum: ['ok'] })
  status!: 'ok';

  @ApiProperty({ example: 'up', enum: ['up'] })
  database!: 'up';

  @ApiProperty({ example: '2026-11-21T12:00:00.000Z' })
  checked_at!: string;
}
