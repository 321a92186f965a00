import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/**
 * The one rule for paging every list: page 1 to MAX_PAGE, a page size from 1 to the list's maximum.
 * Anything else (1e20, 1e308, -1, 1.5, 'abc', '') answers 422 with a message, so no out-of-range
 * number ever reaches the database (OFFSET is page × size: at most 100,000 × 100).
 */
export const MAX_PAGE = 100_000;

/** Query strings arrive as text: a number only when the whole text is one (no '', no '0x10', no ' 1'). */
const toNumber = ({ value }: { value: unknown }) => {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || !/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(value)) return Number.NaN;
  return Number(value);
};

/** `page`: a whole number from 1 to MAX_PAGE (default 1, set on the property). */
export function PageQuery(): PropertyDecorator {
  const range = `page must be between 1 and ${MAX_PAGE}`;
  return applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 }),
    Transform(toNumber),
    // Checked in this order (stopAtFirstError): not a whole number, then out of range.
    IsInt({ message: 'page must be a whole number' }),
    Min(1, { message: range }),
    Max(MAX_PAGE, { message: range }),
  );
}

/** The page size of one list (`limit` by default): a whole number from 1 to `max` (default set on the property). */
export function PageSizeQuery(options: { max: number; default: number; name?: string }): PropertyDecorator {
  const name = options.name ?? 'limit';
  const range = `${name} must be between 1 and ${options.max}`;
  return applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: options.max, default: options.default }),
    Transform(toNumber),
    IsInt({ message: `${name} must be a whole number` }),
    Min(1, { message: range }),
    Max(options.max, { message: range }),
  );
}

/** What every paged answer says besides its items. */
export class PageDto {
  @ApiProperty({ type: 'integer' }) total!: number;
  @ApiProperty({ type: 'integer' }) page!: number;
  @ApiProperty({ type: 'integer' }) totalPages!: number;
}
