import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { APP_NAME, useCurrentTitle } from '../../shared/navigation/route-handle';
import { useRealtime } from '../../shared/realtime/realtime-context';
import { endSession } from '../../shared/session/session-end';

/** A thin bar on top while the next screen (its chunk or its guard) loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="navigation-progress" role="progressbar" aria-label="Загрузка страницы" />;
}

function DocumentTitle() {
  const title = useCurrentTitle();
  useEffect(() => {
    document.title = title ? `${title} — ${APP_NAME}` : APP_NAME;
  }, [title]);
  return null;
}

/** DESIGN 7: the server sends `logout` when a user is blocked and `reload` after a new version. */
function RealtimeCommands() {
  useRealtime('commands', (envelope) => {
    if (envelope.type === 'logout') endSession('command');
    else if (envelope.type === 'reload') window.location.reload();
  });
  return null;
}

export function RootRoute() {
  return (
    <>
      <NavigationProgress />
      <DocumentTitle />
      <RealtimeCommands />
      <Outlet />
    </>
  );
}
