/**
 * A capability-name glob: `*` matches any run of characters (including `/`, since names and URIs
 * are not paths here), `?` exactly one; everything else is literal. Whole-name match.
 */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  for (const char of glob) {
    if (char === '*') source += '.*';
    else if (char === '?') source += '.';
    else source += char.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  }
  return new RegExp(`^${source}$`, 'su');
}

export function matchesAnyGlob(name: string, globs: readonly RegExp[]): boolean {
  return globs.some((glob) => glob.test(name));
}
