import { quoted } from '@portal/contract/format/quotes';
import type { RegisterContractorBody } from '@portal/contract/registration/registration.schemas';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../core/audit';
import {
  consumeOneTimeToken,
  issueOneTimeToken,
  revokePasswordResetTokens,
} from '../../core/auth/one-time-tokens';
import { hashPassword } from '../../core/auth/passwords';
import { endUserSessions } from '../../core/auth/sessions';
import type { AppContext } from '../../core/context';
import { fieldProblem, HttpProblem, unprocessable } from '../../core/http/problem';
import { contractors, users } from '../../db/schema/index';
import { findUserByUsername } from '../auth/auth.repository';

const link = (ctx: AppContext, path: string, token: string) =>
  `${ctx.config.publicUrl}${path}?token=${encodeURIComponent(token)}`;

/** A carrier registers itself: a new contractor (status 0), its first admin, and an activation mail. */
export const registerContractor = async (ctx: AppContext, body: RegisterContractorBody): Promise<void> => {
  if (await findUserByUsername(ctx.db, body.email)) {
    throw unprocessable([fieldProblem(['email'], `пользователь ${body.email} уже зарегистрирован`)]);
  }
  const [existing] = await ctx.db
    .select({ id: contractors.id })
    .from(contractors)
    .where(eq(contractors.inn, body.inn));
  if (existing)
    throw unprocessable([fieldProblem(['inn'], `перевозчик с ИНН ${body.inn} уже зарегистрирован`)]);
  const passwordHash = await hashPassword(body.password);
  const { email, token } = await ctx.db.transaction(async (tx) => {
    const [contractor] = await tx
      .insert(contractors)
      .values({
        name: body.companyName,
        inn: body.inn,
        contactPerson: body.contactPerson,
        email: body.email,
        phone: body.phone,
      })
      .returning({ id: contractors.id });
    const [user] = await tx
      .insert(users)
      .values({
        username: body.email,
        passwordHash,
        fullname: body.contactPerson,
        phone: body.phone,
        ownerType: 'contractor',
        ownerId: contractor!.id,
        roles: ['ROLE_ADMIN'],
      })
      .returning({ id: users.id });
    await writeAudit(tx, {
      actorUserId: user!.id,
      entity: 'contractor',
      entityId: contractor!.id,
      action: 'register',
      toState: 0,
    });
    return { email: body.email, token: await issueOneTimeToken(tx, user!.id, 'activation') };
  });
  const activationLink = link(ctx, '/activation/email', token);
  await ctx.mailer.send({
    kind: 'activation',
    to: email,
    subject: 'Активация учётной записи на портале грузоперевозок',
    text: `Здравствуйте, ${body.contactPerson}!\n\nКомпания ${quoted(body.companyName)} зарегистрирована на портале грузоперевозок.\nЧтобы активировать учётную запись, перейдите по ссылке:\n${activationLink}\n\nСсылка действует 7 дней.`,
    link: activationLink,
  });
};

export const activateByEmail = async (ctx: AppContext, token: string): Promise<void> => {
  await ctx.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, token, 'activation');
    await tx
      .update(users)
      .set({ activatedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, userId));
    await writeAudit(tx, { actorUserId: userId, entity: 'user', entityId: userId, action: 'activate-email' });
  });
};

/** An invited user (created by a company admin without a password) sets the password and becomes active. */
export const activateByInvitation = async (
  ctx: AppContext,
  token: string,
  password: string,
): Promise<void> => {
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, token, 'invitation');
    await tx
      .update(users)
      .set({ passwordHash, activatedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, userId));
    await revokePasswordResetTokens(tx, userId);
    await writeAudit(tx, {
      actorUserId: userId,
      entity: 'user',
      entityId: userId,
      action: 'activate-invitation',
    });
  });
};

/** Answers the same whether or not the address is known, so the form cannot be used to probe accounts. */
export const sendPasswordReset = async (ctx: AppContext, username: string): Promise<void> => {
  const user = await findUserByUsername(ctx.db, username);
  if (!user || user.blocked) return;
  const token = await issueOneTimeToken(ctx.db, user.id, 'password-reset');
  const resetLink = link(ctx, '/drop-password', token);
  await ctx.mailer.send({
    kind: 'password-reset',
    to: user.username,
    subject: 'Восстановление пароля на портале грузоперевозок',
    text: `Здравствуйте, ${user.fullname}!\n\nДля смены пароля перейдите по ссылке:\n${resetLink}\n\nСсылка действует 2 часа. Если вы не запрашивали смену пароля, проигнорируйте это письмо.`,
    link: resetLink,
  });
};

export const setPasswordByToken = async (ctx: AppContext, token: string, password: string): Promise<void> => {
  const passwordHash = await hashPassword(password);
  const userId = await ctx.db.transaction(async (tx) => {
    const id = await consumeOneTimeToken(tx, token, 'password-reset');
    const [user] = await tx.select({ blocked: users.blocked }).from(users).where(eq(users.id, id));
    if (!user || user.blocked) throw new HttpProblem(403, 'Учётная запись заблокирована');
    // Following a reset link proves the mailbox, so an unactivated account becomes active too.
    await tx
      .update(users)
      .set({ passwordHash, activatedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, id));
    await revokePasswordResetTokens(tx, id);
    await writeAudit(tx, { actorUserId: id, entity: 'user', entityId: id, action: 'password-reset' });
    return id;
  });
  await endUserSessions(ctx, userId, 'password-changed');
};
