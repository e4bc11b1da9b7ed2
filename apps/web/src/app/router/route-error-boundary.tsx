import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import { isApiError } from '../../shared/api/api-error';

const reloadPage = () => {
  // A manual reload may try the failed chunks again.
  for (const key of Object.keys(sessionStorage))
    if (key.startsWith('chunk-reload:')) sessionStorage.removeItem(key);
  window.location.reload();
};

const isChunkError = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'ChunkLoadTimeoutError' ||
    /dynamically imported module|Importing a module script/i.test(error.message));

type ErrorText = { title: string; description: string };

const describe = (error: unknown): ErrorText => {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return { title: 'Страница не найдена', description: 'Проверьте адрес или вернитесь на главную.' };
  }
  if (isChunkError(error)) {
    return {
      title: 'Не удалось загрузить раздел',
      description: 'Возможно, вышла новая версия портала или пропало соединение. Обновите страницу.',
    };
  }
  if (isApiError(error)) {
    return {
      title: error.status === 0 ? 'Сервер недоступен' : 'Не удалось загрузить данные',
      description: error.message,
    };
  }
  return {
    title: 'Что-то пошло не так',
    description: 'Произошла непредвиденная ошибка. Обновите страницу или вернитесь на главную.',
  };
};

// Kept free of heavy antd parts (Result, Typography): it is part of the first load of every page.
export function RouteErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const { title, description } = describe(error);

  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={12}
      style={{ minHeight: '60vh', padding: 24 }}
      role="alert"
    >
      <ExclamationCircleFilled style={{ fontSize: 56, color: '#faad14' }} aria-hidden />
      <h1 className="bare-title" style={{ margin: 0 }}>
        {title}
      </h1>
      <p className="bare-text" style={{ textAlign: 'center', maxWidth: 520 }}>
        {description}
      </p>
      <Flex gap={8} justify="center" wrap>
        {isApiError(error) && (
          <Button
            type="primary"
            loading={revalidator.state === 'loading'}
            onClick={() => void revalidator.revalidate()}
          >
            Повторить
          </Button>
        )}
        <Button onClick={reloadPage}>Обновить страницу</Button>
        <Link to="/">
          <Button type="link">На главную</Button>
        </Link>
      </Flex>
    </Flex>
  );
}
