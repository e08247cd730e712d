import {
  Controls,
  Description,
  Primary,
  Source,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { importLineFor } from './import-line';

/**
 * Every component's docs page: the import line right under the title, so an author can copy
 * it before reading on, then the description, the first story with its controls, and the rest.
 */
export function KitDocsPage() {
  const { preparedMeta } = useOf('meta');
  const importLine = importLineFor(preparedMeta.title);
  return (
    <>
      <Title />
      <Subtitle />
      {importLine ? <Source code={importLine} language="tsx" dark={false} /> : null}
      <Description />
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}
