import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

/** What the browser's error boundary reports when a page crashes. */
export class CreateClientErrorDto {
  @ApiProperty({ maxLength: 1000, example: "Cannot read properties of undefined (reading 'name')" })
  @IsString()
  @MinLength(1)
  @MaxLength(1000)
  message!: string;

  @ApiPropertyOptional({ maxLength: 8000 })
  @IsOptional()
  @IsString()
  @MaxLength(8000)
  stack?: string;

  @ApiProperty({ maxLength: 2000, example: 'https://example.org/browse?state=CA' })
  @IsString()
  @MinLength(1)
  @MaxLength(2000)
  url!: string;

  @ApiPropertyOptional({ maxLength: 8000 })
  @IsOptional()
  @IsString()
  @MaxLength(8000)
  component_stack?: string;
}
