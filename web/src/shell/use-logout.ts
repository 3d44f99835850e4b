import { App } from 'antd';
import { useNavigate } from 'react-router';
import { apiPost } from '../api/http';
import { clearUserInfo } from './user-store';

/** 退出登录 with its confirmation (SPEC §2): on success clear user info, announce, go to /login. */
export function useLogout(): () => void {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  return () => {
    modal.confirm({
      title: '退出登录',
      content: '是否退出当前账号？',
      okText: '确定',
      cancelText: '取消',
      width: 450,
      mask: { closable: false },
      onOk: async () => {
        const result = await apiPost('/user/logout', {});
        if (result === undefined) return;
        clearUserInfo();
        navigate('/login', { replace: true });
      },
    });
  };
}
