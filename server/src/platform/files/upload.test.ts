import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let client: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  client = new ApiClient(t.app);
  await client.login('admin', 'admin123');
});
afterAll(() => t.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(fileName: string, content: Buffer) {
  const boundary = '----tiangong-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(fileName: string, content: Buffer, as: ApiClient = client) {
  const { payload, headers } = multipart(fileName, content);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/public/uploadFile',
    payload,
    headers: { ...headers, 'x-requested-with': 'XMLHttpRequest', cookie: as.cookie },
  });
  return res.json();
}

describe('POST /api/public/uploadFile', () => {
  it('stores a picture and serves it back to a logged-in user', async () => {
    const body = await upload('色卡.png', PNG);
    expect(body.resultCode).toBe('0');
    expect(body.result).toMatchObject({ fileName: '色卡.png', size: PNG.length, mimeType: 'image/png' });
    const res = await client.raw('GET', '/public/file', { fileId: body.result.fileId });
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('色卡.png'));
  });

  it('refuses a file over 5 MB (5242880 bytes) and accepts one of exactly 5 MB', async () => {
    const text = (n: number) => Buffer.alloc(n, 'a');
    expect(await upload('big.txt', text(5_242_881))).toEqual({
      resultCode: '10000005',
      result: '文件大小不能超过5MB',
    });
    expect((await upload('edge.txt', text(5_242_880))).resultCode).toBe('0');
  });

  it('types files by content: a renamed executable is refused', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(64)]);
    const body = await upload('报告.pdf', elf);
    expect(body.resultCode).toBe('10000006');
    expect(body.result).toMatch(/^不支持的文件类型/);
    expect((await upload('fake.png', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'))).resultCode).toBe('10000006');
  });

  it('needs a session', async () => {
    const body = await upload('x.png', PNG, new ApiClient(t.app));
    expect(body.resultCode).toBe('15030003');
  });
});
