import { type CSSProperties, useEffect } from 'react';
import { devWarn } from './dev';
import { isFollowableUrl } from './url';
import { visuallyHidden } from './visuallyHidden';

/** Where a link opens: a keyword or a named browsing context. */
export type BannerTarget = '_self' | '_blank' | '_parent' | '_top' | (string & {});

export interface ImageBannerProps {
  /** Image URL. */
  imageUrl: string;
  /**
   * Text alternative of the image. Required: when the banner is a link, it is the link's accessible
   * name, so it should say where the link goes (e.g. "Spring sale: 20% off every plan").
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
  width?: number | string;
  height?: number | string;
  className?: string;
}

const imageStyle: CSSProperties = { display: 'block', maxWidth: '100%', height: 'auto' };

/**
 * A clickable image. The link's accessible name comes from the image's alt text; a `_blank` target
 * adds `rel="noopener noreferrer"` and a visually hidden "(opens in a new tab)". Links other than
 * `http:`, `https:` or relative (`javascript:`, `data:`, ...) are not followed: the image renders without
 * a link and a development-time warning says why.
 */
export function ImageBanner({
  imageUrl,
  imageAlt,
  link,
  title,
  target,
  newTabLabel = '(opens in a new tab)',
  width,
  height,
  className,
}: ImageBannerProps) {
  const hasLink = link !== undefined && link !== '';
  const followable = hasLink && isFollowableUrl(link);
  const altMissing = typeof imageAlt !== 'string' || imageAlt.trim() === '';

  useEffect(() => {
    if (hasLink && !followable) {
      devWarn(
        'ImageBanner',
        `the link ${JSON.stringify(link)} is not followed: only http:, https: and relative links are. ` +
          'The image is shown without a link.',
      );
    }
  }, [hasLink, followable, link]);
  useEffect(() => {
    if (altMissing && followable) {
      devWarn(
        'ImageBanner',
        'imageAlt is empty, so the link has no accessible name: describe where it leads.',
      );
    }
  }, [altMissing, followable]);

  const classes = className ? `pa-image-banner ${className}` : 'pa-image-banner';
  const image = (
    <img
      className="pa-image-banner__image"
      src={imageUrl}
      alt={imageAlt ?? ''}
      width={width}
      height={height}
      style={imageStyle}
    />
  );

  if (!followable) {
    return (
      <div className={classes} title={title}>
        {image}
      </div>
    );
  }

  const newTab = target?.toLowerCase() === '_blank';
  return (
    <a
      className={classes}
      href={link}
      title={title}
      target={target}
      rel={newTab ? 'noopener noreferrer' : undefined}
      style={{ display: 'inline-block', position: 'relative' }}
    >
      {image}
      {newTab ? <span style={visuallyHidden}> {newTabLabel}</span> : null}
    </a>
  );
}
