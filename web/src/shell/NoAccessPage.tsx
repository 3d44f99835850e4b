import { Button, Result, Space } from 'antd';
import { useNavigate } from 'react-router';
import { MSG_NO_SCREEN_ACCESS } from './ScreenGuard';

/** What a screen outside the user's menu shows instead of itself (loaded only when needed). */
export default function NoAccessPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={MSG_NO_SCREEN_ACCESS}
      subTitle="该页面不在您的菜单中。如需使用，请联系管理员为您的角色授权。"
      extra={
        <Space>
          <Button onClick={() => navigate(-1)}>返回上一页</Button>
          <Button type="primary" onClick={() => navigate('/')}>
            返回首页
          </Button>
        </Space>
      }
    />
  );
}
