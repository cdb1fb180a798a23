import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import type { ProductTableControl } from './use-product-table';

/** The search box of an admin product table: the catalog searches once typing pauses. */
export function ProductSearchBox({
  control,
  placeholder,
  maxWidth,
}: {
  control: ProductTableControl;
  placeholder: string;
  maxWidth: number;
}) {
  return (
    <Input
      allowClear
      prefix={<SearchOutlined />}
      placeholder={placeholder}
      aria-label={placeholder}
      value={control.typedSearch}
      onChange={(event) => control.search(event.target.value)}
      style={{ maxWidth }}
    />
  );
}
