import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * Required text, trimmed: `empty` when it is missing, empty or not a string, `tooLong` past `max`
 * characters, then any `more` checks. applyDecorators runs them in the order written (stacked
 * property decorators would run from the bottom up), so the first message is the one that matters.
 */
export function TrimmedText(max: number, tooLong: string, empty: string, ...more: PropertyDecorator[]): PropertyDecorator {
  return applyDecorators(IsString({ message: empty }), IsNotEmpty({ message: empty }), MaxLength(max, { message: tooLong }), ...more, Transform(trim));
}
