import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from './is-loopback-host.js';

describe('isLoopbackHost', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['localhost', true],
    ['LOCALHOST', true],
    ['::1', true],
    ['[::1]', true],
    ['0:0:0:0:0:0:0:1', true],
    ['::ffff:127.0.0.1', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.20', false],
    ['10.0.0.1', false],
    ['128.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['::2', false],
    ['example.test', false],
    ['localhost.example.test', false],
    ['', false],
  ])('%j → %s', (host, want) => {
    expect(isLoopbackHost(host)).toBe(want);
  });
});
