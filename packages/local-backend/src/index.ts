export type { Clock, ManualClock } from './clock.js';
export { createManualClock, systemClock } from './clock.js';
export type { BackendConfig } from './config.js';
export { ConfigError, loadConfig, parseByteSize, parseConfig } from './config.js';
export type { BackendContext, MountSurface, UpgradeHandler } from './context.js';
export type {
  DbEngine,
  QueryResult,
  RequestSettings,
  Tx,
  Unlisten,
} from './db/engine.js';
export { quoteIdent } from './db/engine.js';
export type { HeaderSource, Identity, IdentityResult } from './identity.js';
export { requestIdentity } from './identity.js';
export type { AccessTokenClaims, AccessTokenVerifier, BackendKeys, KeysOptions } from './keys.js';
export {
  createKeys,
  InvalidTokenError,
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from './keys.js';
export type { Logger, LoggerOptions } from './log.js';
export { createLogger } from './log.js';
export { findProjectDir } from './project.js';
export { MigrationError } from './schema/migrations.js';
export type { DeclaredDiffOptions, DeclaredSchemaDiff } from './schema-diff/index.js';
export {
  diffDeclaredSchema,
  diffDeclaredSchemaDetails,
  listDeclaredSchemaFiles,
  NoDeclaredSchemaError,
} from './schema-diff/index.js';
export type { LocalBackend, StartOptions } from './start.js';
export { startLocalBackend } from './start.js';
export type {
  GenerateTypesOptions,
  GenTypesOptions,
  ProjectTypesOptions,
  TypegenSource,
} from './typegen/index.js';
export {
  defaultTypegenSchemas,
  generateProjectTypes,
  generateTypes,
  runGenTypes,
} from './typegen/index.js';
