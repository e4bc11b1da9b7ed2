import { PlusOutlined } from '@ant-design/icons';
import { isAdmin } from '@portal/contract/roles';
import { Button } from 'antd';
import { useState } from 'react';
import { useSession } from '../../../shared/session/session-query';
import { CreateProformaDialog } from '../components/create-proforma-dialog';
import { ProformaList } from '../components/proforma-list';

/** SPEC 2.2 proforma/contractor (issue 23): the carrier's proformas; admins build a draft with «Сформировать». */
function ContractorProformasPage() {
  const canBuild = isAdmin(useSession()?.roles ?? []);
  const [isCreating, setIsCreating] = useState(false);
  return (
    <>
      <ProformaList
        actions={
          canBuild && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setIsCreating(true)}>
              Сформировать
            </Button>
          )
        }
      />
      {canBuild && <CreateProformaDialog isOpen={isCreating} onClose={() => setIsCreating(false)} />}
    </>
  );
}

export { ContractorProformasPage as Component };
