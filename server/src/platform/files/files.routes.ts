import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Limits, ResultCode } from '@tiangong/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../audit/audit.service.ts';
import { files } from '../db/schema.ts';
import { fail } from '../http/app-error.ts';
import { addRoute } from '../http/route.ts';
import { detectAcceptedType } from './file-type-policy.ts';

const uploadResult = z.object({
  fileId: z.string(),
  fileName: z.string(),
  size: z.number(),
  mimeType: z.string(),
  url: z.string(),
});

/** SPEC §7 /public/uploadFile: one file, at most 5 MB (SPEC §5), stored under DATA_DIR/files. */
export function filesRoutes(app: FastifyInstance): void {
  addRoute(app, {
    method: 'POST',
    url: '/public/uploadFile',
    summary: '上传文件（最大5MB）',
    tags: ['public'],
    access: 'session',
    result: uploadResult,
    handler: async ({ request, user }) => {
      if (!request.isMultipart()) fail(ResultCode.VALIDATION, '请选择要上传的文件');
      const part = await request.file({ limits: { fileSize: Limits.uploadMaxBytes, files: 1 } });
      if (!part) fail(ResultCode.VALIDATION, '请选择要上传的文件');
      const buffer = await part.toBuffer(); // throws FST_REQ_FILE_TOO_LARGE past the limit
      if (buffer.length === 0) fail(ResultCode.VALIDATION, '文件内容为空');
      const fileName = path.basename(part.filename || 'file').slice(0, 200);
      const type = await detectAcceptedType(buffer, fileName);
      if (!type)
        fail(ResultCode.FILE_TYPE, '不支持的文件类型：仅支持图片、PDF、Office 文档、ZIP、TXT 和 CSV');
      const id = randomUUID();
      const month = new Date().toISOString().slice(0, 7).replace('-', '');
      const relative = path.join('files', month, id);
      const absolute = path.join(app.config.dataDir, relative);
      await fs.mkdir(path.dirname(absolute), { recursive: true });
      await fs.writeFile(absolute, buffer);
      const row = {
        id,
        originalName: fileName,
        storedPath: relative,
        mimeType: type.mimeType,
        size: buffer.length,
        sha256: createHash('sha256').update(buffer).digest('hex'),
        createBy: user!.userName,
      };
      try {
        await app.db.transaction(async (tx) => {
          await tx.insert(files).values(row);
          await recordAudit(tx, request, {
            action: 'UPLOAD',
            entity: 'file',
            entityId: id,
            after: { fileName },
          });
        });
      } catch (err) {
        await fs.rm(absolute, { force: true }); // nothing half-done: no orphan file without its row
        throw err;
      }
      return {
        fileId: id,
        fileName,
        size: buffer.length,
        mimeType: type.mimeType,
        url: `/api/public/file?fileId=${id}`,
      };
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/public/file',
    summary: '下载已上传的文件',
    tags: ['public'],
    access: 'session',
    raw: true,
    query: z.object({ fileId: z.uuid('文件编号格式不正确') }),
    handler: async ({ query, reply }) => {
      const [row] = await app.db.select().from(files).where(eq(files.id, query.fileId));
      if (!row) fail(ResultCode.NOT_FOUND, '文件不存在');
      const content = await fs.readFile(path.join(app.config.dataDir, row.storedPath));
      reply
        .header('content-type', row.mimeType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.originalName)}`)
        .header('x-content-type-options', 'nosniff')
        .send(content);
    },
  });
}
