import type { Module } from '../core/module';
import { authRoutes } from './auth/auth.routes';
import { filesRoutes } from './files/files.routes';
import { healthRoutes } from './health/health.routes';
import { registrationRoutes } from './registration/registration.routes';
import { usersRoutes } from './users/users.routes';
import { verificationRoutes } from './verification/verification.routes';

// The module list: one line per feature.
export const MODULES: Module[] = [
  healthRoutes,
  authRoutes,
  registrationRoutes,
  usersRoutes,
  filesRoutes,
  verificationRoutes,
];
