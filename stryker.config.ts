import type { PartialStrykerOptions } from '@stryker-mutator/api/core';

/** `npm run test:mutation`: mutants of the logic modules, killed (or not) by their unit tests. */
export default {
  testRunner: 'vitest',
  // The built project's tests need a build; the mutants are the unit tests' to kill.
  vitest: { configFile: 'vitest.unit.config.ts' },
  mutate: [
    'src/build/security-headers.ts',
    'src/i18n/translation-merge.ts',
    'src/lib/compose-draft.ts',
    'src/lib/compose-send.ts',
    'src/lib/contact-form.ts',
    'src/lib/contact-form-state.ts',
    'src/lib/email-message.ts',
    'src/lib/estimator.ts',
    'src/lib/flash-notice.ts',
    'src/lib/link-check.ts',
    'src/lib/money.ts',
    'src/lib/pagination.ts',
    'src/lib/registration.ts',
    'src/lib/registration-form.ts',
    'src/lib/report-export.ts',
    'src/lib/report-filters.ts',
    'src/lib/safe-storage.ts',
    'src/lib/session.ts',
    'src/lib/sign-in.ts',
    'src/lib/sms-segments.ts',
    'src/lib/uptime.ts',
  ],
  // A static mutant (one only evaluated when a module loads) would rerun every test for itself.
  ignoreStatic: true,
  // Only mutants whose code or tests changed since the last run are tested again.
  incremental: true,
  incrementalFile: '.cache/stryker/incremental.json',
  tempDirName: '.cache/stryker/tmp',
  // Left out of the sandbox copies: builds and caches no unit test reads.
  ignorePatterns: ['dist', 'dist-*', '.astro', '.cache', 'test-results', 'playwright-report', 'bench/tmp', '.tmp'],
  // The score to keep: a run under it fails.
  thresholds: { high: 90, low: 85, break: 85 },
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: '.cache/stryker/report.html' },
  // A test runner per core of this 2-core machine: the main process mostly waits on them.
  concurrency: 2,
} satisfies PartialStrykerOptions;
