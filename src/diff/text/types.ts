/** What a text signal is about; one signal per kind at most for one text. */
export type TextSignalKind = 'invisible_characters' | 'model_instructions' | 'model_directive' | 'shell_command' | 'secret_path' | 'new_url' | 'tool_mention' | 'widened_reach' | 'exposed_credential' | 'unsafe_argument';

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
  /** One per word, in the same order: where it is in the new text as written. */
  findings: TextFinding[];
}

/**
 * One word of a signal located in the new text as written (the raw string, before invisible
 * characters are dropped or an identifier is read as words): `raw.slice(match[0], match[1])` is
 * the words that fired, `raw.slice(sentence[0], sentence[1])` their sentence (= `quote`).
 */
export interface TextFinding {
  word: string;
  /** The detector's pattern id (directives, shell commands, secret files), when it has several. */
  pattern?: string;
  quote: string;
  sentence: [number, number];
  match: [number, number];
}

export interface TextSignalOptions {
  /** Names of the server's other tools; a new whole-word mention of one is a `tool_mention`. */
  otherToolNames?: readonly string[];
  /**
   * Names of the locked server's tools likely renamed in the same diff (src/diff/index.ts, renamedAway): in the key that
   * says whether an order to call a tool is new, they are "<own>" like the live ones, so an order naming the renamed tool
   * is the order the locked text gave.
   */
  lockedToolNames?: readonly string[];
  /**
   * The name of the tool the text belongs to, never reported as a mention even when it is in
   * `otherToolNames` (so one names list can serve every tool of a server).
   */
  ownToolName?: string;
  /**
   * Names of the tool's own input properties (any depth): a data-flow sentence that moves values
   * only between them ("When gifRef is present, use it instead of imageRef") documents how to fill
   * this tool's inputs, not an order (directives.ts).
   */
  ownParameterNames?: ReadonlySet<string>;
  /**
   * The locked description of the tool a parameter's description belongs to: a reach that it
   * already states (local files, any URL, a host) is restated, not widened, when the parameter's
   * documentation says it too (reach.ts).
   */
  statedReach?: string;
  /** The text is a parameter's own description: "Pass it to ..." there documents that parameter (directives.ts). */
  documentsParameter?: boolean;
  /**
   * The text is the server's instructions, which the model reads before every turn and which speak
   * for every tool: a binding order to call one of its tools is standing there without a stated
   * condition (obligations.ts).
   */
  serverInstructions?: boolean;
  /**
   * The text lists what a resource or resource template holds (its name, title, description): a
   * credential named as that content is an exposed credential (credentials.ts). A tool's text
   * describes what it does, where a credential is mostly an input or a target.
   */
  describesData?: boolean;
  /** The text describes what a tool returns (a description in its output schema): "these instructions" there are returned content (directives.ts). */
  describesResult?: boolean;
  /**
   * Lower-cased names of the live server's flags whose `true` takes a write mode or turns a check
   * off: an order setting one to true is an unsafe_argument (unsafeArguments.ts).
   */
  unsafeFlags?: ReadonlySet<string>;
  /** The parameter whose own description the text is: its documentation of its own values is no order. */
  documentedParameter?: string;
  /** Set by textSignals for detectors that read the new text against the old one (reach.ts): the old text. */
  previousText?: string;
}
