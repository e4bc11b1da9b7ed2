import { Modal } from 'antd';
import { createContext, type ReactNode, useContext } from 'react';

type ModalInstance = ReturnType<typeof Modal.useModal>[0];

const ModalContext = createContext<ModalInstance | null>(null);

/**
 * The confirmation dialogs' holder. It sits in the layouts' lazy chunks (the main layout, the verification page),
 * not in the app's providers, so that Modal stays out of the login page's first load.
 */
export function ConfirmHost({ children }: { children: ReactNode }) {
  const [modal, holder] = Modal.useModal();
  return (
    <ModalContext value={modal}>
      {holder}
      {children}
    </ModalContext>
  );
}

export const useModalInstance = (): ModalInstance => {
  const modal = useContext(ModalContext);
  if (!modal) throw new Error('useConfirm() needs a ConfirmHost above it');
  return modal;
};
