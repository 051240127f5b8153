import { useQuery } from '@apollo/client/react';
import { SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Tag } from 'antd';
import { useEffect, useState } from 'react';
import {
  KioskLabelSearchQueryDocument,
  type KioskLabelFieldsFragment,
} from '../../generated/graphql.ts';
import { SEARCH_DEBOUNCE_MS, searchable } from './kiosk-rules.ts';

/**
 * Reprint: the line's latest 30 labels, or the facility's labels matching a search of 3
 * characters or more (500 ms after the last key), each with its Reprint button.
 */
export function ReprintPanel({
  slug,
  queue,
  loading,
  devMode,
  reprint,
}: {
  slug: string;
  queue: readonly KioskLabelFieldsFragment[];
  loading: boolean;
  devMode: boolean;
  reprint: (label: KioskLabelFieldsFragment) => void;
}) {
  const [searchText, setSearchText] = useState('');
  const [searched, setSearched] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearched(searchText.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);
  const search = useQuery(KioskLabelSearchQueryDocument, {
    variables: { slug, text: searched },
    skip: !searchable(searched),
  });
  const labels = searchable(searched) ? (search.data?.kioskLabelSearch ?? []) : queue;

  return (
    <>
      <h4 className="kiosk-heading" style={{ marginTop: 24 }}>
        Reprint
      </h4>
      <Input
        aria-label="Search labels"
        placeholder="Search labels"
        prefix={<SearchOutlined />}
        allowClear
        size="large"
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        style={{ marginBottom: 8 }}
      />
      {searchable(searched) && search.data?.kioskLabelSearch.length === 0 ? (
        <Empty
          description={
            <>
              <div>No results found for {searched}</div>
              <div style={{ color: '#55605a' }}>
                Search by customer name, tracking number or shipping region.
              </div>
            </>
          }
        />
      ) : null}
      <section aria-label="Reprint queue">
        {!searchable(searched) && queue.length === 0 ? (
          <Empty description="No labels printed on this line yet" />
        ) : null}
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {labels.map((label) => (
            <li
              key={label.metadataId}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 16,
                padding: '12px 0',
                borderBottom: '1px solid #e4ebe7',
              }}
            >
              <div style={{ flex: 1, minWidth: 0 }}>
                <div style={{ fontWeight: 600 }}>{label.customerName}</div>
                <div style={{ color: '#55605a' }}>
                  {label.trackingNumber} · {label.shippingRegion}
                  {label.confirmed ? null : (
                    <Tag color="orange" style={{ marginLeft: 8 }}>
                      Not confirmed by the printer
                    </Tag>
                  )}
                </div>
              </div>
              <Button loading={loading} disabled={devMode} onClick={() => reprint(label)}>
                Reprint
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
