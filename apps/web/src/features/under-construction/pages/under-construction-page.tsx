import { ToolOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useCurrentAppRoute } from '../../../shared/navigation/route-handle';

/** The one placeholder: a screen of the route table whose feature is not built yet. */
function UnderConstructionPage() {
  const route = useCurrentAppRoute();
  return (
    <Result
      icon={<ToolOutlined style={{ color: '#1f5fbf' }} />}
      title="Раздел в разработке"
      subTitle={
        route ? `«${route.title}» скоро появится на портале.` : 'Этот раздел скоро появится на портале.'
      }
      extra={
        <Link to="/dashboard">
          <Button type="primary">На главную</Button>
        </Link>
      }
    />
  );
}

export { UnderConstructionPage as Component };
