// Issue 21, corroboration before critical, on the diff's risk_level_raised (src/diff/riskRaise.ts).
import { describe, expect, it } from 'vitest';
import { diffLockfiles } from '../../src/diff/index.js';
import type { JsonObject } from '../../src/json.js';
import { assessToolRisk } from '../../src/risk/index.js';
import { makeLockfile } from './helpers.js';

const tool = (description: string): JsonObject => ({ name: 'notes', description, inputSchema: { type: 'object', properties: { q: { type: 'string' } } } });
const locked = (definition: JsonObject, level?: 'LOW' | 'MEDIUM' | 'HIGH' | 'CRITICAL') =>
  makeLockfile({ tools: [[definition, level === undefined ? assessToolRisk(definition) : { ...assessToolRisk(definition), level }]] });

describe('risk_level_raised', () => {
  it('an unchanged tool whose stored level is below what the model in use assesses: a warning naming the stored level, not critical', () => {
    const definition = tool('Sends an e-mail to the team.');
    expect(assessToolRisk(definition).level).toBe('MEDIUM');
    const [change] = diffLockfiles(locked(definition, 'LOW'), locked(definition));
    expect(change).toMatchObject({ rule: 'risk_level_raised', severity: 'warning', before: 'LOW', after: 'MEDIUM' });
    expect(change!.reasons.at(-1)).toMatch(/assesses the locked definition at MEDIUM already/);
    expect(change!.triggers?.[0]).toEqual({ kind: 'structure', what: 'stored risk LOW -> assessed MEDIUM' });
  });

  it('a raise the new words state as an action is critical, a raise by a lone noun a warning', () => {
    const base = tool('Keeps notes.');
    const action = diffLockfiles(locked(base), locked(tool('Keeps notes. Sends an e-mail to the team.'))).find((c) => c.rule === 'risk_level_raised');
    expect(action).toMatchObject({ severity: 'critical', after: 'MEDIUM' });
    expect(action!.triggers?.[0]).toMatchObject({ kind: 'text', signal: 'risk_word', pattern: 'network_request', pointer: '/description', quote: 'Sends an e-mail to the team.' });
    const noun = diffLockfiles(locked(base), locked(tool('Keeps notes. Each note has an e-mail field.'))).find((c) => c.rule === 'risk_level_raised');
    expect(noun).toMatchObject({ severity: 'warning', after: 'MEDIUM' });
    expect(noun!.triggers?.[0]).toMatchObject({ kind: 'text', signal: 'risk_word', quote: 'Each note has an e-mail field.' });
  });
});
