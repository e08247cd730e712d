/** A colour a workflow state can have, with the name a picker says. */
export interface StateColorChoice {
  /** `#` and six lower-case hex digits, as the database stores it. */
  value: string;
  name: string;
}

/**
 * The colours offered for a column: the built-in states' own (grey, slate, amber, violet,
 * indigo) and five more that stay legible on the light and dark surfaces.
 */
export const STATE_COLOR_CHOICES: ReadonlyArray<StateColorChoice> = [
  { value: '#8a8a95', name: 'Grey' },
  { value: '#5d5d68', name: 'Slate' },
  { value: '#2f80ed', name: 'Blue' },
  { value: '#5753dd', name: 'Indigo' },
  { value: '#7c5ce6', name: 'Violet' },
  { value: '#d6409f', name: 'Pink' },
  { value: '#e5484d', name: 'Red' },
  { value: '#e09b00', name: 'Amber' },
  { value: '#2f9e44', name: 'Green' },
  { value: '#0e9f8e', name: 'Teal' },
];

/** The name of `color` among the choices, or the hex code itself for any other colour. */
export function stateColorName(color: string): string {
  return STATE_COLOR_CHOICES.find((choice) => choice.value === color)?.name ?? color;
}
