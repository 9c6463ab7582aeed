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

  it('adds the explicitly given values, which win', () => {
    expect(serverEnvironment({ API_KEY: 'given', PATH: '/opt/bin' }, runner)).toMatchObject({ API_KEY: 'given', PATH: '/opt/bin', HOME: '/home/runner' });
  });
});
