import { ErrorMessage, ResultCode } from '@tiangong/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';
import { duplicateMessage, uniqueViolationOf } from './unique-violation.ts';

interface ValidationItem {
  instancePath?: string;
  message?: string;
}

/** `请输入用户名（userName）`: the schema's Chinese message plus the field it is about. */
export function formatValidation(items: ValidationItem[], context?: string): string {
  const parts = items.map((item) => {
    const field = (item.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const where = field || context || '';
    return where ? `${item.message}（${where}）` : `${item.message}`;
  });
  return `${ErrorMessage[ResultCode.VALIDATION]}：${parts.join('；')}`;
}

function malformedMessage(code: string | undefined): string {
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return '请求体不是合法的 JSON';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return '请求体不能为空，请发送 JSON';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return '不支持的请求内容类型，请发送 JSON';
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return '请选择要上传的文件';
    default:
      return '请求格式有误';
  }
}

/**
 * Every failure leaves as the SPEC §8 envelope with a Chinese message. Business refusals and
 * validation errors answer HTTP 200 (the client reads resultCode); stack traces only go to the log.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(200).send({ resultCode: error.code, result: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as { validationContext?: string }).validationContext;
      return reply
        .status(200)
        .send({ resultCode: ResultCode.VALIDATION, result: formatValidation(error.validation, context) });
    }
    // A call's body past its limit is not a file (issue 28: a 3 MB JSON body read 文件大小不能超过5MB).
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .status(200)
        .send({ resultCode: ResultCode.BODY_TOO_LARGE, result: ErrorMessage[ResultCode.BODY_TOO_LARGE] });
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply
        .status(200)
        .send({ resultCode: ResultCode.FILE_TOO_LARGE, result: ErrorMessage['10000005'] });
    }
    // Two saves of one value at the same moment: the later meets the unique index, and answers as
    // a sequential duplicate does (unique-violation.ts).
    const duplicate = uniqueViolationOf(error);
    if (duplicate) {
      request.log.info({ constraint: duplicate.constraint }, 'duplicate refused by its unique index');
      return reply.status(200).send({
        resultCode: ResultCode.BUSINESS_RULE,
        result: await duplicateMessage(duplicate.constraint, request.body, app.db),
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own refusals of a malformed request (bad JSON, wrong content type, …).
      request.log.info({ code: error.code }, error.message);
      return reply
        .status(200)
        .send({ resultCode: ResultCode.VALIDATION, result: malformedMessage(error.code) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      resultCode: ResultCode.INTERNAL,
      result: `${ErrorMessage[ResultCode.INTERNAL]}（请求编号 ${request.id}）`,
    });
  });
}
