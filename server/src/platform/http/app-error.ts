import { ErrorMessage, type ResultCode } from '@tiangong/domain';

/** A refusal the user should read: becomes `{resultCode: code, result: message}`. */
export class AppError extends Error {
  constructor(
    readonly code: Exclude<ResultCode, '0'>,
    message?: string,
  ) {
    super(message ?? ErrorMessage[code]);
  }
}

export function fail(code: Exclude<ResultCode, '0'>, message?: string): never {
  throw new AppError(code, message);
}
