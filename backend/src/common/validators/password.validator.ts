import { registerDecorator, ValidationArguments, ValidationOptions } from 'class-validator';
import { PasswordService } from '../../modules/users/password.service';

/**
 * The site's password policy as a class-validator rule: 8 to 128 characters,
 * not on the list of common passwords. `label` starts each message.
 */
export function IsAcceptablePassword(label = 'Password', options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isAcceptablePassword',
      target: object.constructor,
      propertyName,
      options,
      validator: {
        validate: (value: unknown) => typeof value === 'string' && !PasswordService.problem(value, label),
        defaultMessage: (args: ValidationArguments) =>
          typeof args.value === 'string'
            ? (PasswordService.problem(args.value, label) ?? `${label} is not acceptable`)
            : `${label} is required`,
      },
    });
}
