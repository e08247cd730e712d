import { toast as sonnerToast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { loadToaster, onToasterLoaded, toast } from './toast';

describe('toast', () => {
  it('keeps toasts shown before sonner loads, with the ids it handed out, in order', async () => {
    let loadedBy: unknown;
    onToasterLoaded((module) => {
      loadedBy = module.Toaster;
    });
    const first = toast('Task #42 moved to Done');
    const second = toast.error('You do not have permission to do that.', { id: 'data/forbidden' });
    expect(first).toEqual(expect.any(String));
    expect(second).toBe('data/forbidden');

    const module = await loadToaster();
    expect(loadedBy).toBe(module.Toaster);
    const shown = sonnerToast.getToasts().map((t) => ('title' in t ? [t.id, t.title, t.type] : []));
    expect(shown).toEqual([
      [first, 'Task #42 moved to Done', undefined],
      ['data/forbidden', 'You do not have permission to do that.', 'error'],
    ]);
  });

  it('hands calls straight to sonner once it is there', async () => {
    await loadToaster();
    const id = toast.success('Saved');
    expect(sonnerToast.getToasts().at(-1)).toMatchObject({ id, title: 'Saved', type: 'success' });
  });
});
