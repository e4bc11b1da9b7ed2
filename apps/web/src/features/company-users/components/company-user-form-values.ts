import type {
  EditCompanyUserBody,
  InviteCompanyUserBody,
} from '@portal/contract/company-users/company-users.schemas';
import type { Role } from '@portal/contract/roles';
import type { User } from '@portal/contract/users/users.schemas';

export type CompanyUserFormValues = {
  username: string;
  fullname: string;
  phone: string;
  roles: Role[];
};

/** SPEC 6: ROLE_USER is everyone's default role. */
export const newCompanyUserValues = (): CompanyUserFormValues => ({
  username: '',
  fullname: '',
  phone: '',
  roles: ['ROLE_USER'],
});

export const userToFormValues = (user: User): CompanyUserFormValues => ({
  username: user.username,
  fullname: user.fullname,
  phone: user.phone ?? '',
  roles: user.roles,
});

// An empty phone is no phone.
const phoneOf = (values: CompanyUserFormValues) => (values.phone ? values.phone : null);

export const formValuesToInviteBody = (values: CompanyUserFormValues): InviteCompanyUserBody => ({
  username: values.username,
  fullname: values.fullname,
  phone: phoneOf(values),
  roles: values.roles,
});

export const formValuesToEditBody = (values: CompanyUserFormValues): EditCompanyUserBody => ({
  fullname: values.fullname,
  phone: phoneOf(values),
  roles: values.roles,
});
