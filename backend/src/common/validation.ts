import {
  ArgumentMetadata,
  BadRequestException,
  Injectable,
  UnprocessableEntityException,
  ValidationPipe,
} from '@nestjs/common';
import type { ValidationError } from 'class-validator';
import { unsafeTextProblem } from './safe-text';

/** Turns class-validator's nested errors into readable one-line messages. */
export function flattenValidationErrors(errors: ValidationError[], parentPath = ''): string[] {
  return errors.flatMap((error) => {
    const path = parentPath ? `${parentPath}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) =>
      // Nested fields get their path so "street should not be empty" says where.
      parentPath && !message.startsWith(path) ? `${path}: ${message}` : message,
    );
    return [...own, ...flattenValidationErrors(error.children ?? [], path)];
  });
}

/**
 * The one global ValidationPipe: strips nothing silently (unknown fields are an
 * error), converts types, and answers 422 with `detail` as a list of messages.
 */
@Injectable()
export class AppValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      forbidUnknownValues: true,
      transform: true,
      // One message per field: the first rule it breaks.
      stopAtFirstError: true,
      validationError: { target: false, value: false },
      exceptionFactory: (errors) =>
        // The same message once, however many fields broke it ('Please fill in all fields').
        new UnprocessableEntityException([...new Set(flattenValidationErrors(errors))]),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // One check for every string a client sends (body, query, route parameters), before any
    // validator or query sees it: NUL and lone surrogates answer 400 here, not 500 deeper down.
    if (metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param') {
      const problem = unsafeTextProblem(value, metadata.type === 'body' ? '' : (metadata.data ?? ''));
      if (problem) throw new BadRequestException(problem);
    }
    const isDto = this.toValidate(metadata);
    if (isDto && metadata.type === 'body') {
      // Express leaves req.body undefined when nothing was sent: validate it as {}
      // so the client learns which fields are required.
      if (value === undefined || value === null || value === '') value = {};
      if (typeof value !== 'object' || Array.isArray(value)) {
        throw new UnprocessableEntityException(['Request body must be a JSON object']);
      }
    }
    if (isDto && metadata.type === 'query' && (value === undefined || value === null)) value = {};
    return super.transform(value, metadata);
  }
}
