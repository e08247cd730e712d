export { type GenerateTypesOptions, generateTypes } from './generate.js';
export {
  defaultTypegenSchemas,
  generateProjectTypes,
  type ProjectTypesOptions,
} from './project.js';
export { type GenTypesOptions, runGenTypes } from './run.js';
export type { TypegenSource } from './source.js';
