/** The length a field's limit counts: the text as it will be saved, trimmed. */
export function lengthOf(text: string | null | undefined): number {
  return (text ?? '').trim().length;
}
