import { describe, expect, it } from 'vitest';
import { explicitEnv } from '../src/explicit-env';

describe('explicitEnv', () => {
  const shell = {
    PATH: '/usr/bin:/bin',
    HOME: '/root',
    ADMIN_USERNAME: 'someone',
    ADMIN_PASSWORD: 'from-the-shell',
    MONGO_URL: 'mongodb://elsewhere:27017',
    LOG_LEVEL: 'trace',
  };

  it('keeps only what is needed to run programs, whatever else the shell exports', () => {
    expect(explicitEnv({}, shell)).toEqual({ PATH: '/usr/bin:/bin', HOME: '/root' });
  });

  it('adds the given variables, which win over inherited ones', () => {
    expect(explicitEnv({ PORT: '8123', HOME: '/tmp/h' }, shell)).toEqual({
      PATH: '/usr/bin:/bin',
      HOME: '/tmp/h',
      PORT: '8123',
    });
  });
});
