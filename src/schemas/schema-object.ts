/** A JSON Schema object as stored in the registry (opaque to the transports). */
export type SchemaObject = Readonly<Record<string, unknown>>;
