import { describe, expect, it } from 'vitest';
import { serverEnvironment } from '../../src/launch/serverEnv.js';

describe('serverEnvironment', () => {
  const runner = {
    PATH: '/usr/bin', HOME: '/home/runner', LANG: 'C.UTF-8', LC_ALL: 'C', npm_config_cache: '/c',
    INPUT_TOKEN: 'ghs_secret', GITHUB_TOKEN: 'ghs_secret2', ACTIONS_RUNTIME_TOKEN: 'rt', ACTIONS_ID_TOKEN_REQUEST_URL: 'u',
    GITHUB_OUTPUT: '/out', GITHUB_ENV: '/env', MY_DEPLOY_KEY: 'k',
  };

  it('passes what programs need and nothing of the runner\'s tokens, output files or other secrets', () => {
    expect(serverEnvironment({}, runner)).toEqual({ PATH: '/usr/bin', HOME: '/home/runner', LANG: 'C.UTF-8', LC_ALL: 'C', npm_config_cache: '/c' });
  });

  it('passes npm settings but not the ones that carry credentials', () => {
    const npm = {
      npm_config_registry: 'https://registry.example/', NPM_CONFIG_CACHE: '/c', npm_config_prefer_offline: 'true',
      'NPM_CONFIG_//registry.npmjs.org/:_authToken': 'npm_secret', npm_config__authToken: 'npm_secret2', npm_config__auth: 'dXNlcjpwYXNz',
      'npm_config_//npm.pkg.github.com/:_password': 'cGFzcw==', npm_config_username: 'me', npm_config_email: 'me@example.com',
      npm_config_otp: '123456', npm_config_key: '-----BEGIN PRIVATE KEY-----', npm_config_cert: '-----BEGIN CERTIFICATE-----',
      npm_config_keyfile: '/k.pem', NPM_CONFIG_CERTFILE: '/c.pem',
    };
    expect(serverEnvironment({}, npm)).toEqual({ npm_config_registry: 'https://registry.example/', NPM_CONFIG_CACHE: '/c', npm_config_prefer_offline: 'true' });
    // Given explicitly, a credential is the user's choice.
    expect(serverEnvironment({ npm_config__authToken: 'given' }, npm)).toMatchObject({ npm_config__authToken: 'given' });
  });

  it('adds the explicitly given values, which win', () => {
    expect(serverEnvironment({ API_KEY: 'given', PATH: '/opt/bin' }, runner)).toMatchObject({ API_KEY: 'given', PATH: '/opt/bin', HOME: '/home/runner' });
  });
});
