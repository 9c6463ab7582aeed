/**
 * Shell command literals in model-facing text that change permissions or fetch and run code
 * (issue 21): `curl … | sh`, `wget … && sh x`, `bash <(curl …)`, PowerShell `iex (iwr …)` or an
 * encoded command, `base64 -d | sh`, `chmod 777 …`, `chown …`, `sudo <command>`, a global package
 * install (`npm install -g x`: it fetches code and runs its install scripts system-wide), a skill, plugin or MCP server
 * installed into the assistant itself (`npx skills add x`, `claude mcp add x`). A definition has
 * no reason to carry one: a tool that runs commands takes them as input, it does not dictate
 * them. Each is a signal on its own, whatever the sentence around it says; a bare mention of the
 * program ("requires sudo", "like chmod") is not a literal and stays quiet.
 */
import { keepFirst, type PhraseMatch } from './patterns.js';

interface CommandPattern {
  id: string;
  description: string;
  pattern: RegExp;
}

const SHELL = String.raw`(?:sudo\s+(?:-\S+\s+)*)?(?:ba|z|da|k|fi)?sh\b`;
const FETCH = String.raw`\b(?:curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod|fetch)\b`;
const INTERPRETER = String.raw`(?:${SHELL}|(?:sudo\s+)?(?:python[23]?|perl|ruby|node|php)\b|iex\b|invoke-expression\b)`;

/** Options between an install command and what it installs: `--transport http`, `-s user`, `--scope=project`. */
const INSTALL_OPTIONS = String.raw`(?:-{1,2}[\w-]+(?:=[^\s\`'"]+|\s+(?!-)(?![\w@][\w@./:=-]*\s+-)[^\s\`'"-][^\s\`'"]*(?=\s+[\w@]))?\s+)*`;
/** What is installed: a package, repository, name or URL; not a word of prose ("the claude mcp add command"). */
const INSTALL_TARGET = String.raw`(?!(?:command|commands|cli|tool|tools|subcommand|option|options|flag|feature|features|step)\b)[\w@][\w@./:=-]*[\w@/]`;

export const SHELL_COMMAND_PATTERNS: readonly CommandPattern[] = [
  {
    id: 'fetch_and_run',
    description: 'A download piped or chained into an interpreter: curl … | sh, wget -O- … | bash, wget … && sh x.sh, curl … ; python x.py, irm … | iex.',
    pattern: new RegExp(String.raw`${FETCH}[^\n|;&]{0,200}?(?:\|\s*${INTERPRETER}|(?:&&|;)\s*(?:(?:chmod\s+\S+\s+\S+|cd\s+\S+)\s*(?:&&|;)\s*)*(?:${INTERPRETER}|\.\/)\S*)`, 'gi'),
  },
  {
    id: 'fetch_and_run',
    description: 'An interpreter run on a download: bash <(curl …), sh -c "$(curl …)", source <(wget …).',
    pattern: new RegExp(String.raw`(?:${SHELL}|\bsource|\.)\s+(?:-c\s+)?["']?(?:<\(|\$\()\s*${FETCH}`, 'gi'),
  },
  {
    id: 'powershell_download_exec',
    description: 'PowerShell running downloaded or encoded code: iex (iwr …), IEX (New-Object Net.WebClient).DownloadString(…), powershell -enc <base64>.',
    pattern: /\b(?:iex|invoke-expression)\s*\(?\s*(?:\(?\s*new-object\s+(?:system\.)?net\.webclient\s*\)?\s*\.\s*download(?:string|file)|iwr|irm|invoke-webrequest|invoke-restmethod)\b|\b(?:powershell|pwsh)(?:\.exe)?\s+(?:-\w+\s+)*-(?:e|ec|enc|encodedcommand)\s+[A-Za-z0-9+/=]{8,}/gi,
  },
  {
    id: 'decode_and_run',
    description: 'Decoded text run as code: … | base64 -d | sh, echo <base64> | base64 --decode | bash.',
    pattern: new RegExp(String.raw`\bbase64\s+(?:-d|-D|--decode)\b[^\n|]{0,100}\|\s*${INTERPRETER}`, 'gi'),
  },
  {
    id: 'permission_change',
    description: 'A permission or ownership change written as a command: chmod 777 x, chmod +x x, chmod -R u+s x, chown user:group x, chgrp, setfacl -m, icacls … /grant, chattr -i.',
    pattern: /\bchmod\s+(?:-[a-zA-Z]+\s+)*(?:[0-7]{3,4}|[ugoa]*[+=-][rwxXst]+)\s+\S+|\bchown\s+(?:-[a-zA-Z]+\s+)*[\w.$-]+(?::[\w.$-]*)?\s+[~\/.$\w]\S*|\bchgrp\s+(?:-[a-zA-Z]+\s+)*[\w.-]+\s+\S+|\bsetfacl\s+-[mM]\s+\S+|\bicacls\s+\S+\s+\/grant\b|\bchattr\s+[+-][ia]\s+\S+/g,
  },
  {
    id: 'global_install',
    description: 'A package installed system-wide, which fetches code and runs its install scripts: npm install -g x, npm i --global x, pnpm add -g x, yarn global add x, pipx install x, cargo install x, gem install x, go install x@v.',
    pattern: /\b(?:npm\s+(?:install|i|add)\s+(?:\S+\s+)?(?:-g|--global)\b(?:\s+(?!-)\S+)?|pnpm\s+(?:add|install|i)\s+(?:-g|--global)\s+\S+|yarn\s+global\s+add\s+\S+|pipx\s+install\s+\S+|cargo\s+install\s+\S+|gem\s+install\s+\S+|go\s+install\s+\S+@\S+)/gi,
  },
  {
    id: 'agent_extension_install',
    description: 'A skill, plugin, extension or MCP server installed into the assistant itself, which then carries what it fetched as standing instructions or tools: npx skills add x, claude mcp add x, claude mcp add-json x, claude plugin (marketplace) add x, code --install-extension x, gemini extensions install x, gemini mcp add x, codex mcp add x.',
    pattern: new RegExp(String.raw`\b(?:(?:npx|bunx|pnpm\s+dlx|yarn\s+dlx)\s+(?:-y\s+|--yes\s+)?skills(?:@[\w.-]+)?\s+(?:add|install)|claude\s+mcp\s+add(?:-json|-from-claude-desktop)?|claude\s+plugins?\s+(?:marketplace\s+)?(?:add|install)|(?:code(?:-insiders)?|codium|cursor|windsurf)\s+--install-extension|gemini\s+(?:extensions?\s+install|mcp\s+add)|codex\s+mcp\s+add)\s+${INSTALL_OPTIONS}${INSTALL_TARGET}`, 'gi'),
  },
  {
    id: 'privileged_command',
    description: 'A command run as root: sudo followed by a program (sudo rm, sudo sh, sudo -s, sudo tee /etc/…).',
    pattern: /\bsudo\s+(?:-[a-zA-Z]+\s+)*(?:-[siE]\b|(?:rm|sh|bash|zsh|su|tee|cp|mv|dd|chmod|chown|apt|apt-get|yum|dnf|pacman|apk|brew|pip3?|npm|npx|systemctl|service|visudo|useradd|usermod|passwd|mount|kill|killall|curl|wget|python3?|node|echo|cat|install|docker|kubectl|launchctl|crontab)\b)/g,
  },
];

/** Every pattern needs one of these programs: one scan rules out a text without any (almost every text). */
const ANY_PROGRAM = /\b(?:curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod|fetch|iex|invoke-expression|powershell|pwsh|base64|chmod|chown|chgrp|setfacl|icacls|chattr|sudo|npm|pnpm|yarn|pipx|cargo|gem|go|npx|bunx|claude|gemini|codex)\b|--install-extension\b/i;

/** Every command literal of the text, in order, by pattern id (overlaps: the first/longest kept). */
export function findShellCommands(text: string): PhraseMatch[] {
  const found: PhraseMatch[] = [];
  if (!ANY_PROGRAM.test(text)) return found;
  for (const { id, pattern } of SHELL_COMMAND_PATTERNS) {
    pattern.lastIndex = 0;
    for (const match of text.matchAll(pattern)) found.push({ text: match[0], start: match.index, end: match.index + match[0].length, pattern: id });
  }
  return keepFirst(found);
}
