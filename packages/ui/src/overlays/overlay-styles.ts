/** The dimmed backdrop behind modal dialogs and sheets. */
export const overlayClasses =
  'fixed inset-0 z-50 bg-overlay backdrop-blur-[1px] data-[state=open]:animate-fade-in';

/** The floating panel look shared by menus and popovers. */
export const floatingPanelClasses =
  'z-50 rounded-lg border border-border bg-surface text-fg shadow-lg outline-none data-[state=open]:animate-pop-in';
