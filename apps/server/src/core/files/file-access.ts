import type { OwnerType } from '@portal/contract/roles';
import type { Principal } from '../auth/principal';

export type ReadableFile = { id: number; guid: string; ownerType: OwnerType; ownerId: number };

/**
 * A feature whose records hold files says who may read them through those records (fleet, verification, video
 * lessons, samples). The files module asks these rules and nothing else (decisions.md "File access follows the
 * record").
 */
export type FileReadRule = (principal: Principal, file: ReadableFile) => Promise<boolean>;

export type FileAccess = {
  addRule: (rule: FileReadRule) => void;
  /** Whether a feature's rule lets this principal read a file another company uploaded. */
  isSharedWith: (principal: Principal, file: ReadableFile) => Promise<boolean>;
  /** A feature that keeps some uploaders anonymous (comments in sealed procedures) says so here. */
  addUploaderMask: (mask: FileReadRule) => void;
  /** Whether this principal sees another company's file without who uploaded it. */
  hidesUploader: (principal: Principal, file: ReadableFile) => Promise<boolean>;
};

export const createFileAccess = (): FileAccess => {
  const rules: FileReadRule[] = [];
  const masks: FileReadRule[] = [];
  return {
    addRule: (rule) => {
      rules.push(rule);
    },
    isSharedWith: async (principal, file) => {
      for (const rule of rules) if (await rule(principal, file)) return true;
      return false;
    },
    addUploaderMask: (mask) => {
      masks.push(mask);
    },
    hidesUploader: async (principal, file) => {
      for (const mask of masks) if (await mask(principal, file)) return true;
      return false;
    },
  };
};
