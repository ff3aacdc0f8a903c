import { resolve } from 'node:path';
import { loadConfig } from '../../../server/core/config';

describe('loadConfig', () => {
  it('defaults to port 8080, SQLite and files under ./data, not development, demo on', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      sqlitePath: resolve('data/dwpage.sqlite'),
      filesDir: resolve('data/files'),
      spaDir: resolve('dist'),
      dev: false,
      demo: true,
      trustProxy: false,
      logger: true,
      uploadBytesPerHour: 200 * 1024 * 1024,
      fileRetentionMs: 24 * 60 * 60 * 1000,
      fileSweepIntervalMs: 60 * 60 * 1000,
    });
  });

  it('reads the upload retention and sweep interval from FILE_RETENTION_HOURS and FILE_SWEEP_INTERVAL_MINUTES', () => {
    expect(loadConfig({ FILE_RETENTION_HOURS: '2.5', FILE_SWEEP_INTERVAL_MINUTES: '10' })).toMatchObject({
      fileRetentionMs: 2.5 * 60 * 60 * 1000,
      fileSweepIntervalMs: 10 * 60 * 1000,
    });
  });

  it.each([
    ['FILE_RETENTION_HOURS', '0'],
    ['FILE_RETENTION_HOURS', 'abc'],
    ['FILE_SWEEP_INTERVAL_MINUTES', '-5'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(`${name} must be a positive number`);
  });

  it('reads PORT, DATABASE_URL, DATA_DIR, NODE_ENV and DEMO', () => {
    const config = loadConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      DATA_DIR: '/srv/dwpage',
      NODE_ENV: 'production',
      DEMO: '0',
    });
    expect(config).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      sqlitePath: '/srv/dwpage/dwpage.sqlite',
      filesDir: '/srv/dwpage/files',
      dev: false,
      demo: false,
    });
  });

  it('is in development (SMS outbox open) only with NODE_ENV=development', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).dev).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).dev).toBe(false);
  });

  it.each([
    ['true', true],
    ['10.0.0.1, 10.0.0.0/8', ['10.0.0.1', '10.0.0.0/8']],
    ['false', false],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['abc', '-1', '70000', '80.5'])('refuses PORT=%s', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow('PORT must be an integer');
  });
});
