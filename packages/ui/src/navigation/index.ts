export {
  BreadcrumbItem,
  type BreadcrumbItemProps,
  BreadcrumbLink,
  type BreadcrumbLinkProps,
  BreadcrumbList,
  type BreadcrumbListProps,
  BreadcrumbPage,
  type BreadcrumbPageProps,
  BreadcrumbSeparator,
  type BreadcrumbSeparatorProps,
  Breadcrumbs,
  type BreadcrumbsProps,
} from './breadcrumbs';
export { SkipLink, type SkipLinkProps } from './skip-link';
export { TabNav, TabNavLink, type TabNavLinkProps, type TabNavProps } from './tab-nav';
export {
  Tabs,
  TabsContent,
  type TabsContentProps,
  TabsList,
  type TabsListProps,
  TabsTrigger,
  type TabsTriggerProps,
} from './tabs';
