import { describe, expect, it } from 'vitest';
import { isFollowableUrl } from '../src/url';

describe('isFollowableUrl', () => {
  it.each([
    'http://example.com',
    'https://example.com/a?b=c#d',
    'HTTPS://EXAMPLE.COM',
    '/sources',
    'sources/123',
    './page.html',
    '../up',
    '?page=2',
    '#top',
    '//cdn.example.com/banner.png',
    '  https://example.com  ',
  ])('follows %j', (href) => {
    expect(isFollowableUrl(href)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:someone@example.com',
    'file:///etc/passwd',
    'ftp://example.com',
    'http://[invalid',
  ])('refuses %j', (href) => {
    expect(isFollowableUrl(href)).toBe(false);
  });
});
