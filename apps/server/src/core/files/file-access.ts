import type { OwnerType } from '@portal/contract/roles';
import type { Principal } from '../auth/principal';

export type ReadableFile = { id: number; ownerType: OwnerType; ownerId: number };

/** A feature that shows its files beyond the uploading company says so with a rule (video lessons, samples). */
export type FileReadRule = (principal: Principal, file: ReadableFile) => Promise<boolean>;

export type FileAccess = {
  addRule: (rule: FileReadRule) => void;
  /** Whether a feature's rule lets this principal read a file it did not upload. */
  isSharedWith: (principal: Principal, file: ReadableFile) => Promise<boolean>;
};

export const createFileAccess = (): FileAccess => {
  const rules: FileReadRule[] = [];
  return {
    addRule: (rule) => {
      rules.push(rule);
    },
    isSharedWith: async (principal, file) => {
      for (const rule of rules) if (await rule(principal, file)) return true;
      return false;
    },
  };
};
