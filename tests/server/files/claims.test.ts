import type { LightMyRequestResponse } from 'fastify';
import type { UploadBucket } from '../../../contract/files';
import { attachedPaths, claimUploads, releaseUploads, type AttachmentOwner } from '../../../server/files';
import { uploadMessages } from '../../../server/files/routes';
import { sweepOrphanFiles } from '../../../server/files/storage/orphanSweep';
import { UPLOAD_OWNER_COOKIE, type Uploader } from '../../../server/files/storage/ownership';
import { sha256Hex } from '../../../server/core/tokens';
import { doc, pdf } from '../support/documents';
import { images, multipartBody } from '../support/multipart';
import { employerWithToken, studentWithToken } from '../support/sessions';
import { envelopeOf, freshAddress, startTestServer, type TestServer } from '../support/testServer';

const HOUR = 60 * 60 * 1000;
const RETENTION = 24 * HOUR;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { fileSweepIntervalMs: 24 * HOUR } });
});
afterAll(() => server.close());

type Extra = { headers?: Record<string, string>; cookies?: Record<string, string> };

function ownerCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === UPLOAD_OWNER_COOKIE);
  if (cookie === undefined) throw new Error('no upload-owner cookie');
  return cookie.value;
}

async function upload(bucket: UploadBucket, data: Buffer, fileName: string, extra: Extra = {}) {
  const { payload, headers } = multipartBody([
    { name: 'bucket', value: bucket },
    { name: 'file', fileName, data },
  ]);
  const response = await server.app.inject({
    method: 'POST',
    url: '/pub/file/uploadFile',
    payload,
    headers: { ...headers, ...extra.headers },
    ...(extra.cookies ? { cookies: extra.cookies } : {}),
    remoteAddress: freshAddress(),
  });
  const envelope = envelopeOf<string[]>(response);
  if (envelope.code !== 200) throw new Error(envelope.message);
  return { path: envelope.result[0]!, response };
}

const noOne: Uploader = { userId: null, studentId: null, secretHash: null };
const asUser = (userId: string): Uploader => ({ ...noOne, userId });

let ownerSequence = 0;
const announcement = (): AttachmentOwner => {
  ownerSequence += 1;
  return { kind: 'announcement', id: `gg-${ownerSequence}` };
};

const claim = (paths: string[], bucket: UploadBucket, owner: AttachmentOwner, uploader: Uploader) =>
  claimUploads(server.app.db, { paths, bucket, owner, uploader });

const row = (path: string) =>
  server.app.db.selectFrom('files').selectAll().where('path', '=', path).executeTakeFirst();

describe('claimUploads: who may attach what', () => {
  it('attaches the session user’s own uploads of the bucket', async () => {
    const employer = await employerWithToken(server.app);
    const first = await upload('zpgg', pdf, 'a.pdf', { headers: employer.headers });
    const second = await upload('zpgg', images.png, 'b.png', { headers: employer.headers });
    const owner = announcement();

    expect(await claim([first.path, second.path], 'zpgg', owner, asUser(employer.userId))).toBe(2);
    expect(await row(first.path)).toMatchObject({ attached_kind: 'announcement', attached_id: owner.id });
    expect((await attachedPaths(server.app.db, owner)).sort()).toEqual([first.path, second.path].sort());
  });

  it('attaches by the upload-owner secret and by the student session too', async () => {
    const anonymous = await upload('wtfk', images.png, 'a.png');
    const secretHash = sha256Hex(ownerCookieOf(anonymous.response));
    expect(
      await claim([anonymous.path], 'wtfk', { kind: 'feedback', id: 'fk-1' }, { ...noOne, secretHash }),
    ).toBe(1);

    const student = await studentWithToken(server.app);
    const mine = await upload('wtfk', images.png, 'b.png', { cookies: student.cookies });
    const uploader = { ...noOne, studentId: student.studentId };
    expect(await claim([mine.path], 'wtfk', { kind: 'feedback', id: 'fk-2' }, uploader)).toBe(1);
  });

  it('refuses another user’s upload, another bucket’s, an unknown path and a discarded file', async () => {
    const employer = await employerWithToken(server.app);
    const other = await employerWithToken(server.app);
    const theirs = await upload('zpgg', pdf, 'theirs.pdf', { headers: other.headers });
    const licence = await upload('yyzz', images.png, 'licence.png', { headers: employer.headers });
    const discarded = await upload('zpgg', doc, 'gone.doc', { headers: employer.headers });
    await server.app.db
      .updateTable('files')
      .set({ discarded_at: server.clock.now() })
      .where('path', '=', discarded.path)
      .execute();
    const owner = announcement();
    const uploader = asUser(employer.userId);

    expect(await claim([theirs.path], 'zpgg', owner, uploader)).toBe(0);
    expect(await claim([licence.path], 'zpgg', owner, uploader)).toBe(0);
    expect(await claim(['zpgg/202401/0123456789abcdef0123456789abcdef.pdf'], 'zpgg', owner, uploader)).toBe(
      0,
    );
    expect(await claim([discarded.path], 'zpgg', owner, uploader)).toBe(0);
    expect(await claim([theirs.path], 'zpgg', owner, noOne)).toBe(0);
    expect(await row(theirs.path)).toMatchObject({ attached_kind: null, attached_id: null });
  });

  it('is idempotent for the same owner, counts distinct paths, and never moves a file to another owner', async () => {
    const employer = await employerWithToken(server.app);
    const uploader = asUser(employer.userId);
    const first = await upload('zpgg', pdf, 'a.pdf', { headers: employer.headers });
    const second = await upload('zpgg', pdf, 'b.pdf', { headers: employer.headers });
    const owner = announcement();

    expect(await claim([first.path], 'zpgg', owner, uploader)).toBe(1);
    // Saving again, with one more: both attached, the first untouched.
    expect(await claim([first.path, second.path, first.path], 'zpgg', owner, uploader)).toBe(2);
    // Another user of the same employer re-saving finds them attached to this owner already.
    expect(await claim([first.path, second.path], 'zpgg', owner, noOne)).toBe(2);
    // The uploader's other announcement cannot take them.
    expect(await claim([first.path], 'zpgg', announcement(), uploader)).toBe(0);
    expect(await claim([first.path], 'zpgg', { kind: 'employer', id: owner.id }, uploader)).toBe(0);
    expect((await attachedPaths(server.app.db, owner)).sort()).toEqual([first.path, second.path].sort());
  });

  it('gives a file claimed by two owners at once to exactly one of them', async () => {
    const employer = await employerWithToken(server.app);
    const uploader = asUser(employer.userId);
    for (let round = 0; round < 5; round += 1) {
      const { path } = await upload('zpgg', pdf, 'race.pdf', { headers: employer.headers });
      const owners = [announcement(), announcement(), announcement()];
      const counts = await Promise.all(
        owners.map((owner) =>
          server.app.db
            .transaction()
            .execute((trx) => claimUploads(trx, { paths: [path], bucket: 'zpgg', owner, uploader })),
        ),
      );
      expect([...counts].sort()).toEqual([0, 0, 1]);
      expect((await row(path))?.attached_id).toBe(owners[counts.indexOf(1)]?.id);
    }
  });

  it('rolls back with the caller’s transaction when it refuses', async () => {
    const employer = await employerWithToken(server.app);
    const uploader = asUser(employer.userId);
    const { path } = await upload('zpgg', pdf, 'a.pdf', { headers: employer.headers });
    const owner = announcement();
    await expect(
      server.app.db.transaction().execute(async (trx) => {
        const claimed = await claimUploads(trx, {
          paths: [path, 'zpgg/202401/0123456789abcdef0123456789abcdef.pdf'],
          bucket: 'zpgg',
          owner,
          uploader,
        });
        if (claimed !== 2) throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await row(path)).toMatchObject({ attached_id: null });
  });
});

describe('releaseUploads and the sweep', () => {
  it('detaches what an edit dropped; the sweep then removes it, keeping the attached of every bucket', async () => {
    const employer = await employerWithToken(server.app);
    const uploader = asUser(employer.userId);
    const kept = await upload('zpgg', pdf, 'kept.pdf', { headers: employer.headers });
    const dropped = await upload('zpgg', images.png, 'dropped.png', { headers: employer.headers });
    const licence = await upload('yyzz', images.jpeg, 'licence.jpg', { headers: employer.headers });
    const orphanLicence = await upload('yyzz', images.png, 'unused.png', { headers: employer.headers });
    const owner = announcement();
    expect(await claim([kept.path, dropped.path], 'zpgg', owner, uploader)).toBe(2);
    expect(await claim([licence.path], 'yyzz', { kind: 'employer', id: employer.dwid }, uploader)).toBe(1);

    expect(await releaseUploads(server.app.db, owner, [kept.path])).toBe(1);
    expect(await attachedPaths(server.app.db, owner)).toEqual([kept.path]);
    expect(await row(dropped.path)).toMatchObject({ attached_kind: null, attached_id: null });

    server.clock.advance(RETENTION + HOUR);
    await sweepOrphanFiles(server.app.db, server.app.fileStorage, server.clock.now(), RETENTION);
    expect(await row(dropped.path)).toBeUndefined();
    expect(await row(orphanLicence.path)).toBeUndefined();
    expect(await server.app.fileStorage.stat(dropped.path)).toBeNull();
    for (const path of [kept.path, licence.path]) {
      expect(await row(path)).toMatchObject({ discarded_at: null });
      expect(await server.app.fileStorage.stat(path)).not.toBeNull();
    }
  });

  it('releases everything of an owner without a keep list', async () => {
    const employer = await employerWithToken(server.app);
    const file = await upload('zpgg', pdf, 'a.pdf', { headers: employer.headers });
    const owner = announcement();
    await claim([file.path], 'zpgg', owner, asUser(employer.userId));
    expect(await releaseUploads(server.app.db, owner)).toBe(1);
    expect(await attachedPaths(server.app.db, owner)).toEqual([]);
  });
});

describe('removeFile of attached files', () => {
  it.each([
    ['an announcement', 'zpgg', pdf, 'announcement', uploadMessages.attached.announcement],
    ['an employer', 'yyzz', images.png, 'employer', uploadMessages.attached.employer],
  ] as const)('refuses a file attached to %s, naming it', async (_label, bucket, data, kind, message) => {
    const employer = await employerWithToken(server.app);
    const { path } = await upload(bucket, data, 'f', { headers: employer.headers });
    await claim([path], bucket, { kind, id: `owner-${kind}` }, asUser(employer.userId));
    const response = await server.app.inject({
      method: 'GET',
      url: `/pub/file/removeFile?path=${encodeURIComponent(path)}`,
      headers: employer.headers,
    });
    expect(envelopeOf(response)).toEqual({ code: 400, result: null, message });
    expect(await row(path)).toMatchObject({ discarded_at: null });
  });
});
