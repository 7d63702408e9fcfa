// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageBanner } from '../src';
import { axeViolations } from './axe';
import { captureWarnings } from './warnings';

const banner = {
  imageUrl: '/banners/spring.png',
  imageAlt: 'Spring sale: 20% off every plan',
  title: 'Spring sale',
};

const warn = captureWarnings();

describe('ImageBanner', () => {
  it('is a link around the image, named by the alt text, with its title', () => {
    render(<ImageBanner {...banner} link="https://example.com/sale" />);
    const link = screen.getByRole('link', { name: banner.imageAlt });
    expect(link.getAttribute('href')).toBe('https://example.com/sale');
    expect(link.getAttribute('title')).toBe('Spring sale');
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.hasAttribute('rel')).toBe(false);
    const image = screen.getByRole('img', { name: banner.imageAlt });
    expect(link.contains(image)).toBe(true);
    expect(image.getAttribute('src')).toBe('/banners/spring.png');
    expect(warn).not.toHaveBeenCalled();
  });

  it('adds rel="noopener noreferrer" for target="_blank" and tells assistive technology about the new tab', () => {
    render(<ImageBanner {...banner} link="https://example.com/sale" target="_blank" />);
    const link = screen.getByRole('link', { name: `${banner.imageAlt} (opens in a new tab)` });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // The hint is visually hidden, read only by assistive technology.
    const hint = screen.getByText('(opens in a new tab)');
    expect(hint.style.position).toBe('absolute');
    expect(hint.style.clip).toBe('rect(0px, 0px, 0px, 0px)');
  });

  it('treats the _blank keyword case-insensitively and lets the new-tab hint be translated', () => {
    render(
      <ImageBanner {...banner} link="/sale" target="_BLANK" newTabLabel="(s’ouvre dans un nouvel onglet)" />,
    );
    const link = screen.getByRole('link', { name: `${banner.imageAlt} (s’ouvre dans un nouvel onglet)` });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each(['_self', '_parent', '_top', 'preview-frame'])(
    'keeps target=%j without rel or new-tab hint',
    (target) => {
      render(<ImageBanner {...banner} link="/sale" target={target} />);
      const link = screen.getByRole('link', { name: banner.imageAlt });
      expect(link.getAttribute('target')).toBe(target);
      expect(link.hasAttribute('rel')).toBe(false);
      expect(screen.queryByText('(opens in a new tab)')).toBeNull();
    },
  );

  it.each([
    'http://example.com/sale',
    'https://example.com/sale',
    '/sale',
    'sale.html',
    '../sale',
    '?promo=spring',
    '#sale',
    '//cdn.example.com/sale',
  ])('follows %j', (link) => {
    render(<ImageBanner {...banner} link={link} />);
    expect(screen.getByRole('link', { name: banner.imageAlt }).getAttribute('href')).toBe(link);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(document.cookie)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'mailto:sales@example.com',
  ])('renders the image without a link for %j, and warns', (link) => {
    const { container } = render(<ImageBanner {...banner} link={link} target="_blank" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('[href]')).toBeNull();
    expect(screen.getByRole('img', { name: banner.imageAlt })).toBeTruthy();
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0][0]);
    expect(message).toContain('[@platform-admin/react] ImageBanner');
    expect(message).toContain(JSON.stringify(link));
    expect(message).toContain('only http:, https: and relative links are');
  });

  it('renders just the image, without warning, when there is no link', () => {
    const { container } = render(<ImageBanner {...banner} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('img', { name: banner.imageAlt })).toBeTruthy();
    expect(container.firstElementChild?.getAttribute('title')).toBe('Spring sale');
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns when a linked banner has empty alt text, since the link would have no name', () => {
    render(<ImageBanner imageUrl="/x.png" imageAlt="  " link="/x" />);
    expect(String(warn.mock.calls[0]?.[0])).toContain('imageAlt is empty');
  });

  it('requires alt text in its types', () => {
    // @ts-expect-error imageAlt is required
    const element = <ImageBanner imageUrl="/x.png" link="/x" />;
    expect(element).toBeTruthy();
  });

  it.each([
    ['no target', {}],
    ['_self', { target: '_self' }],
    ['_blank', { target: '_blank' }],
    ['_parent', { target: '_parent' }],
    ['_top', { target: '_top' }],
    ['unsafe link', { link: 'javascript:alert(1)' }],
    ['no link', { link: undefined }],
  ])('axe-core finds no violation: %s', async (_name, props) => {
    const { container } = render(<ImageBanner {...banner} link="https://example.com/sale" {...props} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
