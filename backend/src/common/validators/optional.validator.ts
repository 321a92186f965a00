import { applyDecorators } from '@nestjs/common';
import { Allow, ValidateIf } from 'class-validator';
import { Transform } from 'class-transformer';

/**
 * Optional, but not nullable: an absent field is skipped; `null` is validated like any other value
 * (and so refused by the field's rules). For fields whose column cannot hold null, where
 * IsOptional() would let a null through to the database.
 */
export function IsOptionalNotNull(): PropertyDecorator {
  return ValidateIf((_object, value) => value !== undefined);
}

/**
 * A field clients may send but the server owns (for example `age` or `status` echoed back from a
 * response): accepted whatever its value and dropped before the service sees it.
 */
export function IgnoredField(): PropertyDecorator {
  return applyDecorators(
    Allow(),
    Transform(() => undefined),
  );
}
