export { Spinner, type SpinnerProps } from '../base/spinner';
export { Badge, type BadgeProps, badgeVariants } from './badge';
export { Banner, type BannerProps } from './banner';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { ListSkeleton, type ListSkeletonProps } from './list-skeleton';
export { OfflineBanner, type OfflineBannerProps } from './offline-banner';
export { PageSkeleton, type PageSkeletonProps } from './page-skeleton';
export { Skeleton, type SkeletonProps } from './skeleton';
export { Toaster, type ToasterProps, toast } from './toaster';
