// The participants of an auction or a tender: a contractor list or carriers chosen one by one (DESIGN 8), refused
// in the same words on both.
export const PARTICIPANT_MESSAGES = {
  contractorNotPartner: (name: string) =>
    `перевозчик «${name}» не аккредитован у заказчика или не прошёл проверку`,
  contractorNotFound: (id: number) => `перевозчик ${id} не найден`,
  listNotFound: 'список перевозчиков не найден',
  listHasNoParticipants:
    'в списке нет перевозчиков, которые могут участвовать: все заблокированы заказчиком или не прошли проверку',
  oneParticipantSource: 'укажите либо список перевозчиков, либо отдельных перевозчиков, но не оба',
  noParticipants: 'укажите участников: список перевозчиков или отдельных перевозчиков',
} as const;
