import type { ExternalToast, toast as sonnerToast } from 'sonner';

type ToasterModule = typeof import('./toaster');
type SonnerToast = typeof sonnerToast;
type Message = Parameters<SonnerToast['success']>[0];
type ToastId = string | number;

/** A toast of one kind: shows `message` and returns the toast's id. */
export type ShowToast = (message: Message, data?: ExternalToast) => ToastId;

/**
 * {@link toast}: sonner's `toast` for everything the app shows, without sonner's code until
 * the first toast (or the {@link LazyToaster}) asks for it.
 */
export type Toast = ShowToast & {
  /** A success toast (green check). */
  success: ShowToast;
  /** An informational toast. */
  info: ShowToast;
  /** A warning toast. */
  warning: ShowToast;
  /** An error toast (red icon). */
  error: ShowToast;
  /** A plain toast; updating a toast with it drops the kind it had. */
  message: ShowToast;
  /** A toast with a spinner, to update by id once the work is done. */
  loading: ShowToast;
  /** Takes the toast with `id` away, or every toast when `id` is left out. */
  dismiss: (id?: ToastId) => ToastId | undefined;
};

/** A kind of toast, or `undefined` for the plain `toast(...)`. */
type Kind = Exclude<keyof Toast, 'dismiss'> | undefined;
type Call = (toast: SonnerToast) => void;

let toaster: ToasterModule | undefined;
let loading: Promise<ToasterModule> | undefined;
/** Calls made before sonner arrived, replayed in order once it has. */
const pending: Call[] = [];
const loadedListeners = new Set<(module: ToasterModule) => void>();
let generatedIds = 0;

/**
 * Fetches the toaster (sonner and the kit's look), once; a failed download (offline) is tried
 * again by the next call. Toasts shown meanwhile are replayed when it arrives: sonner keeps
 * them and its `Toaster` shows whatever is still active when it mounts.
 */
export function loadToaster(): Promise<ToasterModule> {
  if (toaster) return Promise.resolve(toaster);
  loading ??= import('./toaster').then(
    (module) => {
      toaster = module;
      for (const call of pending.splice(0)) call(module.toast);
      for (const listener of loadedListeners) listener(module);
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Calls `listener` once the toaster has loaded, whoever loaded it; returns the unsubscribe. */
export function onToasterLoaded(listener: (module: ToasterModule) => void): () => void {
  if (toaster) {
    listener(toaster);
    return () => undefined;
  }
  loadedListeners.add(listener);
  return () => loadedListeners.delete(listener);
}

function later(call: Call): void {
  pending.push(call);
  loadToaster().catch(() => {
    // Offline: the toasts wait for the next attempt, made by the next toast.
  });
}

function show(kind: Kind): ShowToast {
  return (message, data) => {
    if (toaster) {
      const real = toaster.toast;
      return kind ? real[kind](message, data) : real(message as Parameters<SonnerToast>[0], data);
    }
    // The caller gets the id now (to dismiss or update the toast), so the toast needs one now.
    const id = data?.id ?? `toast-${++generatedIds}`;
    later((real) => {
      const withId = { ...data, id };
      if (kind) real[kind](message, withId);
      else real(message as Parameters<SonnerToast>[0], withId);
    });
    return id;
  };
}

/**
 * Shows a toast: `toast('Saved')`, `toast.error(...)`, `toast.success(...)`, `toast.dismiss(id)`.
 * The same calls as sonner's `toast`, callable before any {@link LazyToaster} or `Toaster` has
 * mounted or sonner has loaded: they are shown once both have.
 */
export const toast: Toast = Object.assign(show(undefined), {
  success: show('success'),
  info: show('info'),
  warning: show('warning'),
  error: show('error'),
  message: show('message'),
  loading: show('loading'),
  dismiss: (id?: ToastId) => {
    if (toaster) return toaster.toast.dismiss(id);
    later((real) => real.dismiss(id));
    return id;
  },
});
