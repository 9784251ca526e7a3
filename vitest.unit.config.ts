import { mergeConfig } from 'vitest/config';
import config from './vitest.config.ts';

/** The unit project alone, for a runner that cannot name a project (Stryker: stryker.config.ts). */
export default mergeConfig(config, { test: { project: 'unit' } });
