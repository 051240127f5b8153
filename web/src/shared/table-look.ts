import { ConfigProvider } from 'antd';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useTableStyle from 'antd/es/table/style';
import { useContext } from 'react';

/**
 * antd's Table look without its component: the class prefix ('ant-table') and the wrapper's
 * classes that carry the registered table styles (antd's Table style hook, as antd's Table
 * calls it). For the app's own tables, which wear antd's Table markup.
 */
export function useTableLook(): { prefixCls: string; wrapperClassName: string } {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('table');
  const rootCls = useCSSVarCls(prefixCls);
  const [, hashId, cssVarCls] = useTableStyle(prefixCls, rootCls);
  return {
    prefixCls,
    wrapperClassName: [`${prefixCls}-wrapper`, hashId, cssVarCls, rootCls]
      .filter(Boolean)
      .join(' '),
  };
}
