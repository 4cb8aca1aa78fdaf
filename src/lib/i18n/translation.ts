/** A translation of a catalogue: every key of its English source, each an ICU message. */
export type Translation<T> = { readonly [K in keyof T]: string };
