import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

/** What the browser's error boundary reports when a page crashes. */
export class CreateClientErrorDto {
  @ApiProperty({ maxLength: 1000, example: "Cannot read properties of undefined (reading 'name')" })
  @MaxLength(1000)
  @MinLength(1)
  @IsString()
  message!: string;

  @ApiPropertyOptional({ maxLength: 8000 })
  @IsOptional()
  @MaxLength(8000)
  @IsString()
  stack?: string;

  @ApiProperty({ maxLength: 2000, example: 'https://example.org/browse?state=CA' })
  @MaxLength(2000)
  @MinLength(1)
  @IsString()
  url!: string;

  @ApiPropertyOptional({ maxLength: 8000 })
  @IsOptional()
  @MaxLength(8000)
  @IsString()
  component_stack?: string;
}
