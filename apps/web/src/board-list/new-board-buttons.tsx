import { Button } from '@tandem/ui/actions';
import { FileUp, Plus } from 'lucide-react';

/** "Import board" and "New board", for those who manage the workspace's boards. */
export function NewBoardButtons({
  onImport,
  onCreate,
}: {
  onImport: () => void;
  onCreate: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={onImport}>
        <FileUp aria-hidden="true" />
        Import board
      </Button>
      <Button variant="primary" onClick={onCreate}>
        <Plus aria-hidden="true" />
        New board
      </Button>
    </div>
  );
}
