/**
 * Orders that switch an unsafe argument on: text telling the model to pass `true` to one of the
 * server's flags that takes a write mode (`overwrite`, `force`) or turns a check off
 * (`skip_verify`, `allow_dangerous`). The flag's documentation says what `true` does ("overwrite:
 * true replaces the dashboard", "Set force to true to delete a non-empty folder"); an order makes
 * it the standing value ("Dashboards:overwrite:true;", "Always pass force=true"), so every call
 * the model makes from then on overwrites or skips the check, with nobody asked.
 *
 * Which flags count is decided from the live server's schemas (src/diff/inputSeverity.ts,
 * `unsafeFlags`), the same classes that make a flag's default turning true critical; this file
 * only reads the text. Pure, no I/O.
 */

export interface UnsafeArgumentFinding {
  /** The flag's name as written in the text. */
  name: string;
  /** [start, end) of `name ... true` in the visible text. */
  span: [number, number];
  /** [start, end) of the clause it stands in. */
  clause: [number, number];
}

/**
 * What ends a clause: sentence and list punctuation, line breaks, and a period before a space or a
 * capital (terse text runs sentences together: "cut toil.Dashboards:overwrite:true"). A period
 * inside a word (get_a.b, os.cpus) does not.
 */
const CLAUSE_END = /[;!?\n]|\.(?=\s|$|\p{Lu})/gu;

/**
 * Words before the setting in its clause that make it something other than a standing order: a
 * condition (if, when, unless, only, in case), a purpose or case it serves ("To replace ...",
 * "For existing files, ..."), what a default or example is, what the tool can or may take, or a
 * negation (never, do not, avoid). `always`, `every`, `whenever` keep it an order whatever else.
 */
const NOT_AN_ORDER_BEFORE = /\b(?:if|when|unless|only|in\s+case|once|after|default|defaults|defaulting|example|examples|e\.g|eg|i\.e|for\s+instance|such\s+as|sample|can|could|may|might|optional|optionally|accepts?|supports?|takes?|allows?|lets?|enables?|possible|available|never|not|don't|dont|do\s+not|avoid|without|no|unless|instead\s+of|rather\s+than)\b|^\s*(?:to|for)\b/i;
const STANDING = /\b(?:always|every|whenever|all\s+calls|each\s+call)\b/i;
/**
 * What may follow `true` in an order's clause: closing quotes and brackets, and words that keep
 * it standing ("always", "for every call", "by default"). Anything else ("to replace", "replaces
 * the file", "if it exists") is documentation of what the value does, or a condition.
 */
const STANDING_TAIL = /^[\s`'"”’)\]}]*,?\s*(?:(?:always|by\s+default|on\s+every\s+\w+|for\s+(?:all|every|each)\s+\w+|every\s+time|in\s+(?:all|every|each)\s+\w+)[\s`'"”’)\]}]*)?$/i;

/** A reason given for the order ("so nothing blocks the update", "because ..."): it stays an order. */
const REASON_TAIL = /^[\s`'"”’)\]}]*,?\s*(?:so|so\s+that|because|since|otherwise)\b/i;

/**
 * The settings of `flags` (lower-cased names) to true that `visible` orders: `name: true`,
 * `name=true`, `"name": true`, `name to true`, `name as true`, `name set to true`, `name is true`, in a clause
 * whose words before the setting are no condition, purpose, default, example, ability or
 * negation (unless they say always or every) and whose words after it say nothing more than that
 * it stands, or why ("so nothing blocks"). Inside brackets the clause must say always or every:
 * "(overwrite: true)" after a sentence about replacing names how to replace.
 */
export function findUnsafeArguments(visible: string, flags: ReadonlySet<string>, ownParameter?: string): UnsafeArgumentFinding[] {
  if (flags.size === 0) return [];
  const found: UnsafeArgumentFinding[] = [];
  const setting = /(?<![\w-])[`'"“‘]?([A-Za-z][\w-]*)[`'"”’]?\s*(?::|=|\s+(?:(?:is\s+|be\s+)?set\s+)?(?:to|as)\b|\s+(?:is|be)\b)\s*[`'"“‘]?(true)\b/gi;
  for (const match of visible.matchAll(setting)) {
    const name = match[1]!;
    const key = name.toLowerCase();
    if (!flags.has(key) || key === ownParameter?.toLowerCase()) continue;
    const start = match.index;
    const end = start + match[0].length;
    const clause = clauseAround(visible, start, end);
    const before = visible.slice(clause[0], start);
    const after = visible.slice(end, clause[1]);
    const standing = STANDING.test(before) || STANDING.test(after);
    if (!standing && NOT_AN_ORDER_BEFORE.test(before)) continue;
    if (!ordersBefore(before)) continue;
    // "Always ..." stands whatever follows ("Always pass force=true when deleting branches").
    if (!STANDING.test(before) && !STANDING_TAIL.test(after) && !REASON_TAIL.test(after)) continue;
    if (!standing && insideBrackets(visible, clause[0], start)) continue;
    found.push({ name, span: [start + match[0].indexOf(name), end], clause });
  }
  return found;
}

/** A leading label ("Dashboards:", "- Saving:", "Note -") the clause's words follow. */
const LABEL = /^\s*(?:[-*•]\s*)?(?:[\p{L}\p{N}_/&]+\s*){0,3}[:\-–—]\s*/u;
const SETTING_VERBS = /^(?:please\s+)?(?:(?:always|then)\s+)?(?:set|pass|use|send|call(?:\s+[\w.-]+)?\s+with|include|add|provide|specify|save(?:\s+[\w.-]+)?\s+with|(?:update|create|write)(?:\s+[\w.-]+)?\s+with|apply|enable|turn\s+on|switch\s+on|put)\b/i;
const BINDING = /\b(?:must|should|shall|need\s+to|needs\s+to|have\s+to|has\s+to|required\s+to|always|make\s+sure|ensure|prefer|recommended)\b/i;

/**
 * Whether the words before the setting give an order: nothing but a label ("Dashboards:
 * overwrite:true"), an imperative of setting or passing ("Set", "Always pass", "Call save with"),
 * or a binding word ("must", "should", "always"). Any other words describe ("bypasses the cache
 * like `force: true`", "the response shows force: true").
 */
function ordersBefore(before: string): boolean {
  const words = before.replace(LABEL, '').trim();
  return words === '' || SETTING_VERBS.test(words) || BINDING.test(words);
}

function clauseAround(text: string, start: number, end: number): [number, number] {
  let from = 0;
  CLAUSE_END.lastIndex = 0;
  for (let match = CLAUSE_END.exec(text); match !== null; match = CLAUSE_END.exec(text)) {
    if (match.index >= start) {
      if (match.index >= end) return [from, match.index];
      continue;
    }
    from = match.index + match[0].length;
  }
  return [from, text.length];
}

/** Whether an opening bracket between the clause's start and `at` is still open. */
function insideBrackets(text: string, from: number, at: number): boolean {
  let depth = 0;
  for (const char of text.slice(from, at)) {
    if (char === '(' || char === '[') depth++;
    else if ((char === ')' || char === ']') && depth > 0) depth--;
  }
  return depth > 0;
}
