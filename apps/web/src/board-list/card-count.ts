/** "1 card", "1,000 cards": a count of cards as the import dialog says it. */
export function cardCount(count: number): string {
  return count === 1 ? '1 card' : `${count.toLocaleString()} cards`;
}
