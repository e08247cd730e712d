// Node has the WebAssembly global, but @types/node leaves it to TypeScript's DOM library, which a
// Node program does not include. These are the parts PGlite's loader uses; a program that also
// includes the DOM library merges them with its declarations.
declare namespace WebAssembly {
  // biome-ignore lint/suspicious/noEmptyInterface: an opaque handle, as the DOM library declares it
  interface Module {}
  function compile(bytes: ArrayBuffer | ArrayBufferView): Promise<Module>;
}
