export {
  BREADCRUMB_DEFAULTS,
  type BreadcrumbItem,
  type BreadcrumbLinkProps,
  type BreadcrumbRenderState,
  Breadcrumbs,
  type BreadcrumbsProps,
} from './Breadcrumbs';
export { type BannerTarget, ImageBanner, type ImageBannerProps } from './ImageBanner';
export { isFollowableUrl } from './url';
