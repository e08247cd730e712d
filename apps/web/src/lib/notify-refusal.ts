import { notifyRefusedWrite } from './notify-refused-write';

/** Toasts why a write the user made on the board was refused; the board shows the server's state. */
export function notifyRefusal(error: unknown, what: string): void {
  notifyRefusedWrite(error, {
    title: `${what} was undone`,
    conflict: 'Someone changed it meanwhile; the board shows their version.',
    notFound: 'It no longer exists.',
  });
}
