'use client';

import {
  type CSSProperties,
  forwardRef,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useRef,
  useState,
  version,
} from 'react';
import { devWarn } from './dev';
import { isFollowableUrl } from './url';
import { visuallyHidden } from './visuallyHidden';

/** Where a link opens: a keyword or a named browsing context. */
export type BannerTarget = '_self' | '_blank' | '_parent' | '_top' | (string & {});

export interface ImageBannerProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'onClick'> {
  /** Image URL. */
  imageUrl: string;
  /**
   * Text alternative of the image. Required: when the banner is a link, it is the link's accessible
   * name, so it should say where the link goes (e.g. "Spring sale: 20% off every plan"). Empty alt
   * text means a decorative image: the banner is then never a link.
   */
  imageAlt: string;
  /** Where the banner leads: `http:`, `https:` or relative. Any other scheme renders the image unlinked. */
  link?: string;
  /** Advisory title (tooltip) of the banner. */
  title?: string;
  /** Where the link opens. `_blank` adds `rel="noopener noreferrer"` and says so to assistive technology. */
  target?: BannerTarget;
  /** Text read after the alt text when `target` is `_blank`. Default `(opens in a new tab)`. */
  newTabLabel?: string;
  /**
   * The image's intrinsic width and height, in CSS pixels (numbers) or any HTML length. Give both: the
   * browser then reserves the space before the image loads, so that nothing shifts (no layout shift),
   * and the fallback of a broken image takes the same size. The image scales down to fit its container.
   */
  width?: number | string;
  /** See `width`. */
  height?: number | string;
  /**
   * An image above the fold that should load at once: `loading="eager"` and `fetchPriority="high"`.
   * Otherwise the image loads lazily (`loading="lazy"`).
   */
  priority?: boolean;
  /** `lazy` (the default unless `priority`) or `eager`. */
  loading?: 'lazy' | 'eager';
  /** The image's `decoding` hint. */
  decoding?: 'async' | 'sync' | 'auto';
  /** Candidate images for the browser to choose from (`srcset`). */
  srcSet?: string;
  /** The image's display sizes for `srcSet` (`sizes`). */
  sizes?: string;
  /** The image's fetch priority (`high` by default with `priority`). */
  fetchPriority?: 'high' | 'low' | 'auto';
  /**
   * Shown instead of an image that fails to load. By default, the alt text in a box of the image's size.
   */
  fallback?: ReactNode;
  /** Called when the banner is clicked, for analytics. It does not make an unlinked banner interactive. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

const imageStyle: CSSProperties = { display: 'block', maxWidth: '100%', height: 'auto' };
const linkStyle: CSSProperties = { display: 'inline-block', position: 'relative', maxWidth: '100%' };

/** The image's length as CSS: numbers are pixels. */
const cssLength = (value: number | string | undefined) =>
  typeof value === 'number' ? `${value}px` : value === undefined || value === '' ? undefined : value;

/** React 18 knows the attribute only in lower case; React 19 wants `fetchPriority`. */
const FETCH_PRIORITY = version.startsWith('18.') ? 'fetchpriority' : 'fetchPriority';

/**
 * A clickable image. The link's accessible name comes from the image's alt text; a `_blank` target
 * adds `rel="noopener noreferrer"` and a visually hidden "(opens in a new tab)". Links other than
 * `http:`, `https:` or relative (`javascript:`, `data:`, ...) are not followed, nor is any link when
 * the alt text is empty (the link would have no name): the image renders without a link and a
 * development-time warning says why. An image that fails to load is replaced by `fallback`, or by its
 * alt text in a box of the same size. `ref` and native props reach the root (`a`, or `div` unlinked).
 */
export const ImageBanner = forwardRef<HTMLElement, ImageBannerProps>(function ImageBanner(
  {
    imageUrl,
    imageAlt,
    link,
    title,
    target,
    newTabLabel = '(opens in a new tab)',
    width,
    height,
    priority = false,
    loading,
    decoding,
    srcSet,
    sizes,
    fetchPriority,
    fallback,
    className,
    style,
    ...rootProps
  },
  ref,
) {
  const hasLink = link !== undefined && link !== '';
  const safeLink = hasLink && isFollowableUrl(link);
  const altMissing = typeof imageAlt !== 'string' || imageAlt.trim() === '';
  const linked = safeLink && !altMissing;

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' && hasLink && !safeLink) {
      devWarn(
        'ImageBanner',
        `the link ${JSON.stringify(link)} is not followed: only http:, https: and relative links are. ` +
          'The image is shown without a link.',
      );
    }
  }, [hasLink, safeLink, link]);
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' && altMissing && safeLink) {
      devWarn(
        'ImageBanner',
        'imageAlt is empty, so a link would have no accessible name: the image is shown without a link. ' +
          'Describe where the link leads.',
      );
    }
  }, [altMissing, safeLink]);

  // A broken image shows the fallback, until the URL changes.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const broken = brokenUrl === imageUrl;
  const image = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0 && element.getAttribute('src')) {
      setBrokenUrl(element.getAttribute('src'));
    }
  }, []);

  const classes = className ? `pa-image-banner ${className}` : 'pa-image-banner';
  const imageProps = { [FETCH_PRIORITY]: fetchPriority ?? (priority ? 'high' : undefined) };
  const content = broken ? (
    (fallback ?? (
      <span
        className="pa-image-banner__fallback"
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          boxSizing: 'border-box',
          maxWidth: '100%',
          width: cssLength(width),
          // Numbers: the image's proportions, so that the box scales down as the image would.
          ...(typeof width === 'number' && typeof height === 'number' && width > 0 && height > 0
            ? { aspectRatio: `${width} / ${height}`, height: 'auto' }
            : { height: cssLength(height) }),
          padding: '0.5em',
          border: '1px solid',
          textAlign: 'center',
        }}
      >
        {imageAlt}
      </span>
    ))
  ) : (
    <img
      ref={image}
      className="pa-image-banner__image"
      src={imageUrl}
      alt={imageAlt ?? ''}
      width={width}
      height={height}
      loading={loading ?? (priority ? 'eager' : 'lazy')}
      decoding={decoding}
      srcSet={srcSet}
      sizes={sizes}
      {...imageProps}
      style={imageStyle}
      onError={() => setBrokenUrl(imageUrl)}
    />
  );

  if (!linked) {
    return (
      <div {...rootProps} ref={ref as Ref<HTMLDivElement>} className={classes} title={title} style={style}>
        {content}
      </div>
    );
  }

  const newTab = target?.toLowerCase() === '_blank';
  return (
    <a
      {...rootProps}
      ref={ref as Ref<HTMLAnchorElement>}
      className={classes}
      href={link}
      title={title}
      target={target}
      rel={newTab ? 'noopener noreferrer' : undefined}
      style={style ? { ...linkStyle, ...style } : linkStyle}
    >
      {content}
      {newTab ? <span style={visuallyHidden}> {newTabLabel}</span> : null}
    </a>
  );
});
