import { defineFuzzSuite, signInFreshCompany } from './fuzz/fuzz-suite';
import { createTestApp } from './test-app';

// Issue 11: on an empty database, each side's company made fresh for the run.
defineFuzzSuite('an empty database', { open: () => createTestApp(), signIn: signInFreshCompany });
