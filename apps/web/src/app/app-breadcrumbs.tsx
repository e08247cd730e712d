import {
  BreadcrumbItem,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
  Breadcrumbs,
} from '@tandem/ui/navigation';
import { useMatches } from '@tanstack/react-router';
import { AppWorkspaceSwitcher } from './app-workspace-switcher';

/**
 * The trail in the top bar: the workspace switcher (the first step), then the page's name:
 * its loader's `crumb` when it has one, else its route's `staticData.crumb`.
 */
export function AppBreadcrumbs() {
  const crumb = useMatches({
    select: (matches) => {
      const match = matches.findLast((candidate) => candidate.staticData.crumb);
      // A loader may name the page after what it loaded (a board's name).
      const loaded = (match?.loaderData as { crumb?: unknown } | undefined)?.crumb;
      return typeof loaded === 'string' ? loaded : match?.staticData.crumb;
    },
  });
  return (
    <Breadcrumbs>
      <BreadcrumbList>
        <BreadcrumbItem>
          <AppWorkspaceSwitcher />
        </BreadcrumbItem>
        {crumb ? (
          <>
            <BreadcrumbSeparator />
            <BreadcrumbItem>
              <BreadcrumbPage>{crumb}</BreadcrumbPage>
            </BreadcrumbItem>
          </>
        ) : null}
      </BreadcrumbList>
    </Breadcrumbs>
  );
}
