export const REQUIRED_MESSAGE = 'Обязательное поле';
