/**
 * Declared tool metadata (tool-metadata-specification-etdi). The signature vectors below were made
 * once with CPython's `cryptography` following the spec's own code: RS256 = RSA-PSS (MGF1-SHA-256,
 * PSS.MAX_LENGTH) over json.dumps(document without tool.signature, sort_keys, compact)
 * (MetadataSigningSystem); ES256 = ECDSA-SHA-256 (DER) over json.dumps(tool without signature)
 * (ETDIValidator.verify_signature). Self-signed throwaway certificates; no private key is kept.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/json.js';
import { assessToolRisk } from '../../src/risk/index.js';
import {
  TOOL_METADATA_META_KEY,
  compareDeclaredRisk,
  validateToolMetadata,
  verifyMetadataSignature,
  type DeclaredToolMetadata,
} from '../../src/trust/metadata.js';

/** Signed by CPython `cryptography` 48 exactly as the spec's code signs (see header). */
const RS256_DOCUMENT_SIGNATURE = {
  "algorithm": "RS256",
  "signature": "m7mUAG8didOd6rqkemqG1OG9OaxvaT88tM6BR8USP2nTuPk1qcU+j5OV4pph1GT7PQNeHWL9D4bq9MtYRoYLcWC02mfuLbrRGKR2J+OiZguZKu8CrNdLolNCIim9rivRS0/DchHVoR9Q75thc8I/VMdh7UflD4HYqLDLEM+7aAod40MCvnsAet2Cp4vvIxZMfHan2atS0fIf6zcGvMopqD4UpEzOOUXh8CxRouj+DvGYogmN3h9McgcwSZ1GMVDLZHqBfRrcOoyMvQtjHoJneLfoPX79Eu5Jljj2Dgd9FnOctla99O9C45DmAS82N2+qFPhwlM1QEHdKtQN9Ary60w==",
  "certificate": "MIICtTCCAZ2gAwIBAgIBATANBgkqhkiG9w0BAQsFADAeMRwwGgYDVQQDDBNldGRpLXRlc3QtcHVibGlzaGVyMB4XDTI1MDEwMTAwMDAwMFoXDTM0MTIzMDAwMDAwMFowHjEcMBoGA1UEAwwTZXRkaS10ZXN0LXB1Ymxpc2hlcjCCASIwDQYJKoZIhvcNAQEBBQADggEPADCCAQoCggEBAL1bE0T9zJUkINinj0KM6FBa4yASX2sHSYBDGedLu46/+sdGg/nPDkxmPoS0yHXqJs+k0fnlbezCogJ1xT1s2PrY9E4eIRhorNdMGFKIX2sWkPGwiojVq3xImxUtUhJf6YjBTr+OPVM1iFLuAr4JQLSzDJMRPu97xRCSLRBgkn/fHTDZNnW12+jJN1rQ+fNtaz6v5MtM54evNWDY/++oete7mge54zajlk/KYiW0jxAzrSK7HOY/+G9GAo7VJ0Cy613NvhMiuv+Cjr/h7GgbnIKaw0YKv3pP1ULBiZtd8hiQ/A5PrtI71Cd6cTbSY/mIggMud4GJFMMprvHdN3yMNgcCAwEAATANBgkqhkiG9w0BAQsFAAOCAQEAedMc6xNGmVsWDrGzr3JlB/uSR+Hn0X9VJgLXuoUdhVkrSjw8Qu4v53O28DK+Wa7W+qSs2YygSFfd5cGx6ckEEgNFvnACTUp6kQZnP0lQTBcmWTm14NeMRHmPfmI6mmRSnb5gBzeE9IvrbG/EvY0ccbfOlimukbSXCBQZHNQNH9Ei7dKOJmBbLSZmXxrPa89z4cLwNypXlaBE2XOZ91StqEEAiO3/1YQHGlGWC4FW4weDAjSzsIdEIMOo1Nlz0G8w8uZLMrisdHx8DAZzEUBux26xwvamKkrJjnuFDiR7otT132n3PGCepUWlwDII/rQDw0vK8FXXZdcA60p8UP0c0w==",
  "timestamp": "2025-06-01T00:00:00Z"
} as const;

const ES256_TOOL_SIGNATURE = {
  "algorithm": "ES256",
  "signature": "MEUCICHF72RHlHRVjB/bT6tQhJG53iKump1jQUXsd4A9FVU4AiEAzaqanIdgWz+AN4rgLOHpvBVuflv0tnGcJt8aKVHDWRc=",
  "certificate": "MIIBKTCBz6ADAgECAgEBMAoGCCqGSM49BAMCMB4xHDAaBgNVBAMME2V0ZGktdGVzdC1wdWJsaXNoZXIwHhcNMjUwMTAxMDAwMDAwWhcNMzQxMjMwMDAwMDAwWjAeMRwwGgYDVQQDDBNldGRpLXRlc3QtcHVibGlzaGVyMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEschT8OCtGUeWjvAHm8mH89iE+AjknPnC9S44LuOunVVJ/NeR2cEnq5GISIoHgJ8WAqK6ALi4l6Fi6D8V3qQa/DAKBggqhkjOPQQDAgNJADBGAiEAlnduXe+oN1n009CoSqWoZnuQde3Ps+ajqXSwr0SYJTkCIQDYIs8eOgdD9E1YeBxL/ECwP1WYZZkYL0TtSxY78Z+BJA==",
  "timestamp": "2025-06-01T00:00:00Z"
} as const;

const RS256_CERTIFICATE_SHA256 = 'e578bd54d9c4f0bd4a7d0d6668dad2972be62861dfbc19ba09b2385ce0c2c026';

/** The spec's "Basic Tool Metadata Structure" filled in with concrete values (it only gives type placeholders). */
function readNotesMetadata(): DeclaredToolMetadata {
  return {
    schema_version: '1.0',
    tool: {
      name: 'read_notes',
      version: '1.2.0',
      description: 'Reads notes from the workspace \u2014 UTF-8 text only',
      author: { name: 'Example Publisher', email: 'security@example.com', organization: 'Example' },
      capabilities: ['read_file'],
      parameters: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
      security: {
        required_permissions: ['fs.read'],
        risk_level: 'low',
        sandboxing_required: false,
        network_access: 'none',
        file_access: 'read',
        allowed_paths: ['/workspace'],
      },
    },
  };
}

function toolWith(metadata: unknown, name = 'read_notes'): JsonObject {
  return {
    name,
    description: 'Read a note',
    inputSchema: { type: 'object', properties: { path: { type: 'string' } } },
    _meta: { [TOOL_METADATA_META_KEY]: metadata as JsonObject },
  };
}

function executeCommandMetadata(riskLevel: 'low' | 'critical'): DeclaredToolMetadata {
  const metadata = readNotesMetadata();
  metadata.tool.name = 'run_shell';
  metadata.tool.description = 'Runs a shell command on the build host';
  metadata.tool.capabilities = ['execute_command'];
  metadata.tool.security = {
    required_permissions: ['process.spawn'],
    risk_level: riskLevel,
    sandboxing_required: true,
    network_access: 'none',
    file_access: 'none',
  };
  return metadata;
}

describe('validateToolMetadata', () => {
  it('accepts the spec example filled in with concrete values', () => {
    const result = validateToolMetadata(toolWith(readNotesMetadata()));
    expect(result).toMatchObject({ tool: 'read_notes', present: true, valid: true, problems: [] });
    expect(result.signature).toEqual({ status: 'absent' });
  });

  it('rejects the spec template itself: its values are type placeholders, not values', () => {
    const template = {
      schema_version: '1.0',
      tool: {
        name: 'string', version: 'string', description: 'string',
        author: { name: 'string', email: 'string', organization: 'string' },
        capabilities: ['string'],
        parameters: { type: 'object', properties: {}, required: [] },
        security: {
          required_permissions: ['string'], risk_level: 'low|medium|high|critical', sandboxing_required: 'boolean',
          network_access: 'none|local|internet', file_access: 'none|read|write|full',
        },
      },
    };
    const result = validateToolMetadata(toolWith(template, 'string'));
    expect(result.valid).toBe(false);
    const messages = result.problems.map((p) => `${p.rule}: ${p.message}`);
    expect(messages).toContain('schema: /tool/version must match pattern "^\\d+\\.\\d+\\.\\d+$"');
    expect(messages).toContain('schema: /tool/author/email must match format "email"');
    expect(messages).toContain('schema: /tool/security/sandboxing_required must be boolean');
    expect(messages).toContain('schema: /tool/security/risk_level must be equal to one of the allowed values (low, medium, high, critical)');
  });

  it('reports a tool without metadata as absent, not invalid', () => {
    expect(validateToolMetadata({ name: 'plain' })).toEqual({ tool: 'plain', present: false, valid: true, problems: [] });
    expect(validateToolMetadata({ name: 'plain', _meta: { other: 1 } }).present).toBe(false);
  });

  it('names a metadata value that is not an object', () => {
    const result = validateToolMetadata(toolWith('signed'));
    expect(result.problems).toEqual([{ rule: 'metadata_not_object', message: `_meta["${TOOL_METADATA_META_KEY}"] is a string, not an object` }]);
  });

  it('fails execute_command declared LOW on the alignment rule and the risk-level rule, each named', () => {
    const result = validateToolMetadata(toolWith(executeCommandMetadata('low'), 'run_shell'));
    expect(result.valid).toBe(false);
    expect(result.problems).toEqual([
      { rule: 'capability_security_alignment', message: 'high-risk capability execute_command requires risk_level high or critical, declared low' },
      { rule: 'risk_level_requirements', message: 'capability execute_command not allowed at risk_level low (allowed: read_file, user_interaction)' },
    ]);
  });

  it('passes execute_command declared critical and sandboxed', () => {
    expect(validateToolMetadata(toolWith(executeCommandMetadata('critical'), 'run_shell')).problems).toEqual([]);
  });

  it('names every alignment failure: sandbox, network, file access', () => {
    const metadata = readNotesMetadata();
    metadata.tool.capabilities = ['system_info', 'network_request', 'write_file'];
    metadata.tool.security = { ...metadata.tool.security, risk_level: 'high', sandboxing_required: false, network_access: 'none', file_access: 'none' };
    const alignment = validateToolMetadata(toolWith(metadata)).problems.filter((p) => p.rule === 'capability_security_alignment');
    expect(alignment.map((p) => p.message)).toEqual([
      'high-risk capability system_info requires sandboxing_required: true',
      'capability network_request declared with network_access none',
      'capability write_file declared with file_access none',
    ]);
  });

  it('applies the risk-level ceilings on network and file access', () => {
    const metadata = readNotesMetadata();
    metadata.tool.security = { ...metadata.tool.security, network_access: 'internet', file_access: 'write' };
    expect(validateToolMetadata(toolWith(metadata)).problems).toEqual([
      { rule: 'risk_level_requirements', message: 'network_access internet exceeds local, the most risk_level low allows' },
      { rule: 'risk_level_requirements', message: 'file_access write exceeds read, the most risk_level low allows' },
    ]);
  });

  it('flags metadata attached to a tool of another name', () => {
    expect(validateToolMetadata(toolWith(readNotesMetadata(), 'delete_notes')).problems).toEqual([
      { rule: 'name_mismatch', message: 'metadata names tool "read_notes" but it is attached to "delete_notes"' },
    ]);
  });

  it('can require a signature, as the spec does', () => {
    const result = validateToolMetadata(toolWith(readNotesMetadata()), { requireSignature: true });
    expect(result.problems).toEqual([{ rule: 'signature', message: 'metadata is not signed (tool.signature absent)' }]);
  });
});

describe('verifyMetadataSignature', () => {
  it('verifies an RS256 (RSA-PSS) signature over the whole document made by Python', () => {
    const metadata = readNotesMetadata();
    metadata.tool.signature = { ...RS256_DOCUMENT_SIGNATURE };
    expect(verifyMetadataSignature(metadata)).toEqual({ status: 'verified', payload: 'document', certificateSha256: RS256_CERTIFICATE_SHA256 });
    expect(validateToolMetadata(toolWith(metadata), { requireSignature: true }).valid).toBe(true);
  });

  it('verifies an ES256 signature over the tool object made by Python', () => {
    const metadata = readNotesMetadata();
    metadata.tool.signature = { ...ES256_TOOL_SIGNATURE };
    expect(verifyMetadataSignature(metadata)).toMatchObject({ status: 'verified', payload: 'tool' });
  });

  it('fails when a signed field changed, and validation names it', () => {
    const metadata = readNotesMetadata();
    metadata.tool.signature = { ...RS256_DOCUMENT_SIGNATURE };
    metadata.tool.security.risk_level = 'medium';
    metadata.tool.security.sandboxing_required = true;
    const check = verifyMetadataSignature(metadata);
    expect(check).toEqual({
      status: 'failed',
      reason: "RS256 signature does not verify against the certificate's key",
      certificateSha256: RS256_CERTIFICATE_SHA256,
    });
    expect(validateToolMetadata(toolWith(metadata)).problems).toContainEqual({ rule: 'signature', message: check.reason });
  });

  it('refuses an algorithm that does not fit the certificate key', () => {
    const metadata = readNotesMetadata();
    metadata.tool.signature = { ...RS256_DOCUMENT_SIGNATURE, algorithm: 'ES256' };
    expect(verifyMetadataSignature(metadata).reason).toBe('ES256 needs an EC certificate key, found rsa');
  });

  it('refuses a certificate that is not base64 DER', () => {
    const metadata = readNotesMetadata();
    metadata.tool.signature = { ...RS256_DOCUMENT_SIGNATURE, certificate: 'bm90IGEgY2VydA==' };
    expect(verifyMetadataSignature(metadata)).toEqual({ status: 'failed', reason: 'signature.certificate is not a DER X.509 certificate' });
    metadata.tool.signature.certificate = 'not base64!';
    expect(verifyMetadataSignature(metadata).reason).toBe('signature.certificate is not base64');
  });
});

describe('compareDeclaredRisk', () => {
  const shellTool: JsonObject = {
    name: 'run_shell',
    description: 'Execute a shell command on the host and return its output',
    inputSchema: { type: 'object', properties: { command: { type: 'string' } }, required: ['command'] },
  };

  it('warns when the declaration is below the inferred level, with both sides\' reasons', () => {
    const inferred = assessToolRisk(shellTool);
    expect(inferred.level).toBe('CRITICAL');
    const declared = executeCommandMetadata('low');
    declared.tool.capabilities = ['read_file'];
    const finding = compareDeclaredRisk(declared, inferred);
    expect(finding).toMatchObject({
      rule: 'declared_risk_below_inferred',
      severity: 'warning',
      tool: 'run_shell',
      declared: 'LOW',
      inferred: 'CRITICAL',
      message: 'tool "run_shell" declares risk level LOW but its definition suggests CRITICAL',
    });
    expect(finding!.reasons[0]).toBe('declared: risk_level low, capabilities read_file');
    expect(finding!.reasons).toEqual(expect.arrayContaining(inferred.reasons.map((reason) => `inferred: ${reason}`)));
    expect(finding!.reasons).toContain('inferred capability execute_command is not among the declared capabilities');
  });

  it('says nothing when the declaration is equal or higher', () => {
    expect(compareDeclaredRisk(executeCommandMetadata('critical'), assessToolRisk(shellTool))).toBeUndefined();
    expect(compareDeclaredRisk(readNotesMetadata(), { level: 'LOW', categories: [], reasons: [] })).toBeUndefined();
  });
});
