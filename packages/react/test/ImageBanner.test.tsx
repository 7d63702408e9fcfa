// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
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

  it.each(['', '  '])(
    'renders no link, only the image, and warns, when a linked banner has alt text %j (the link would have no name)',
    (imageAlt) => {
      const { container } = render(
        <ImageBanner imageUrl="/x.png" imageAlt={imageAlt} link="/x" target="_blank" />,
      );
      expect(screen.queryByRole('link')).toBeNull();
      expect(container.querySelector('a, [href]')).toBeNull();
      const image = container.querySelector('img');
      expect(image?.getAttribute('src')).toBe('/x.png');
      expect(image?.getAttribute('alt')).toBe(imageAlt);
      expect(screen.queryByText('(opens in a new tab)')).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toContain('imageAlt is empty');
    },
  );

  it('does not warn about empty alt text on an unlinked (decorative) banner', () => {
    render(<ImageBanner imageUrl="/x.png" imageAlt="" />);
    expect(warn).not.toHaveBeenCalled();
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

describe('ImageBanner: image loading', () => {
  const image = () => screen.getByRole('img', { name: banner.imageAlt });

  it('loads lazily by default, with the given width and height (no layout shift)', () => {
    render(<ImageBanner {...banner} link="/sale" width={600} height={150} />);
    expect(image().getAttribute('loading')).toBe('lazy');
    expect(image().getAttribute('width')).toBe('600');
    expect(image().getAttribute('height')).toBe('150');
    expect(image().hasAttribute('fetchpriority')).toBe(false);
    expect(image().hasAttribute('decoding')).toBe(false);
  });

  it('loads at once, with a high fetch priority, with priority', () => {
    render(<ImageBanner {...banner} priority />);
    expect(image().getAttribute('loading')).toBe('eager');
    expect(image().getAttribute('fetchpriority')).toBe('high');
  });

  it('passes loading, decoding, srcSet, sizes and fetchPriority through', () => {
    render(
      <ImageBanner
        {...banner}
        link="/sale"
        loading="eager"
        decoding="async"
        srcSet="/banners/spring-600.png 600w, /banners/spring-1200.png 1200w"
        sizes="(max-width: 640px) 100vw, 600px"
        fetchPriority="low"
      />,
    );
    expect(image().getAttribute('loading')).toBe('eager');
    expect(image().getAttribute('decoding')).toBe('async');
    expect(image().getAttribute('srcset')).toBe(
      '/banners/spring-600.png 600w, /banners/spring-1200.png 1200w',
    );
    expect(image().getAttribute('sizes')).toBe('(max-width: 640px) 100vw, 600px');
    expect(image().getAttribute('fetchpriority')).toBe('low');
  });
});

describe('ImageBanner: a broken image', () => {
  it('shows the alt text in a box of the image’s size; the link keeps its name', () => {
    const { container } = render(
      <ImageBanner {...banner} link="/sale" target="_blank" width={300} height="5rem" />,
    );
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    const box = container.querySelector('.pa-image-banner__fallback') as HTMLElement;
    expect(box.textContent).toBe(banner.imageAlt);
    expect(box.style.width).toBe('300px');
    expect(box.style.height).toBe('5rem');
    expect(screen.getByRole('link', { name: `${banner.imageAlt} (opens in a new tab)` })).toBeTruthy();
  });

  it('keeps the image’s proportions in the box when width and height are numbers', () => {
    const { container } = render(<ImageBanner {...banner} width={300} height={75} />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    const box = container.querySelector('.pa-image-banner__fallback') as HTMLElement;
    expect(box.style.width).toBe('300px');
    expect(box.style.maxWidth).toBe('100%');
    expect(box.getAttribute('style')).toContain('aspect-ratio: 300 / 75');
  });

  it('shows the fallback prop instead, and the image again when the URL changes', () => {
    const { container, rerender } = render(
      <ImageBanner {...banner} fallback={<p>The spring sale banner did not load.</p>} />,
    );
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(screen.getByText('The spring sale banner did not load.')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    rerender(<ImageBanner {...banner} imageUrl="/banners/summer.png" fallback={<p>Did not load.</p>} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/banners/summer.png');
  });

  it('finds no axe-core violation in the fallback', async () => {
    const { container } = render(<ImageBanner {...banner} link="/sale" width={300} height={75} />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('ImageBanner: analytics, ref and native props', () => {
  it('calls onClick when the banner is clicked, linked or not', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { rerender } = render(<ImageBanner {...banner} link="/sale" onClick={onClick} />);
    await user.click(screen.getByRole('img'));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<ImageBanner {...banner} onClick={onClick} />);
    await user.click(screen.getByRole('img'));
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('gives the root element to a ref: the link, or the box when unlinked', () => {
    const ref = createRef<HTMLElement>();
    const { rerender } = render(<ImageBanner {...banner} link="/sale" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('link'));
    rerender(<ImageBanner {...banner} ref={ref} />);
    expect(ref.current?.tagName).toBe('DIV');
    expect(ref.current?.contains(screen.getByRole('img'))).toBe(true);
  });

  it('passes style, data-*, aria-* and other native props to the root', () => {
    render(
      <ImageBanner
        {...banner}
        link="/sale"
        id="spring"
        className="promo"
        style={{ margin: '4px' }}
        data-campaign="spring-2026"
        aria-describedby="terms"
        lang="en"
      />,
    );
    const link = screen.getByRole('link');
    expect(link.id).toBe('spring');
    expect(link.className).toBe('pa-image-banner promo');
    expect(link.style.margin).toBe('4px');
    expect(link.style.display).toBe('inline-block'); // merged with the component's own style
    expect(link.getAttribute('data-campaign')).toBe('spring-2026');
    expect(link.getAttribute('aria-describedby')).toBe('terms');
    expect(link.getAttribute('lang')).toBe('en');
    for (const name of ['imageurl', 'imagealt', 'link', 'priority', 'fallback']) {
      expect(link.hasAttribute(name)).toBe(false);
    }
  });
});
