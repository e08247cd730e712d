export * from './board-state.js';
export * from './category.js';
export * from './inputs.js';
export * from './load.js';
