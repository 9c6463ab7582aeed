/** What a text signal is about; one signal per kind at most for one text. */
export type TextSignalKind = 'invisible_characters' | 'model_instructions' | 'model_directive' | 'secret_path' | 'new_url' | 'tool_mention';

/**
 * Something the new version of a model-facing text (tool/prompt/argument/property description,
 * server instructions) brings that the old did not.
 */
export interface TextSignal {
  signal: TextSignalKind;
  severity: 'critical' | 'warning';
  /**
   * The offending words/characters as found, first occurrence first; invisible chars as U+XXXX;
   * for model_directive `[pattern id] sentence`.
   */
  words: string[];
  message: string;
}

export interface TextSignalOptions {
  /** Names of the server's other tools; a new whole-word mention of one is a `tool_mention`. */
  otherToolNames?: readonly string[];
  /**
   * The name of the tool the text belongs to, never reported as a mention even when it is in
   * `otherToolNames` (so one names list can serve every tool of a server).
   */
  ownToolName?: string;
}
