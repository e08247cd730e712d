declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page's name in the top bar's breadcrumbs; routes without one add no step. */
    crumb?: string;
    /** Fit the page into the viewport, full width (the board): it scrolls inside itself. */
    fit?: boolean;
  }
}

export {};
