export { Badge, type BadgeProps, badgeVariants } from './badge';
export { Banner, type BannerProps } from './banner';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { Skeleton, type SkeletonProps } from './skeleton';
export { Spinner, type SpinnerProps } from './spinner';
export { Toaster, type ToasterProps, toast } from './toaster';
