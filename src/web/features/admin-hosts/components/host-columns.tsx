import { Eye, ShieldCheck } from 'lucide-react';
import type { AdminHost } from '@/contract/admin-hosts';
import { OneLineText } from '@/web/components/data-table/one-line-text';
import { ShortDate } from '@/web/components/data-table/short-date';
import type { DataTableColumn } from '@/web/components/data-table/types';
import { Button } from '@/web/components/ui/button';
import { UserAvatar } from '@/web/components/user-avatar';
import { KycBadge, ratingText } from '../labels';
import { PersonName } from '@/web/components/person-name';

function HostCell({ host }: { host: AdminHost }) {
  return (
    <div className="flex min-w-36 items-center gap-2.5">
      <UserAvatar name={host.fullName} src={host.profileImageUrl} size="xs" />
      <div className="grid min-w-0">
        <PersonName name={host.fullName} reading={host.fullNameKana} className="whitespace-nowrap" />
        <span className="text-xs text-muted-foreground">{host.displayName}</span>
      </div>
    </div>
  );
}

/** The columns of /admin/hosts, for the table and the phone's cards. */
export function hostColumns({ onDetail }: { onDetail: (host: AdminHost) => void }): DataTableColumn<AdminHost>[] {
  return [
    { id: 'host', header: 'ホスト', mobile: 'title', skeleton: 'avatar', cell: (host) => <HostCell host={host} /> },
    {
      id: 'contact',
      header: '連絡先',
      cell: (host) => (
        <div className="grid min-w-40 text-sm">
          <OneLineText text={host.email} />
          <span className="whitespace-nowrap text-muted-foreground">{host.phone || '-'}</span>
        </div>
      ),
    },
    // A free-text address is one phrase to auto-phrase breaking (styles.css): here it may break between any two characters.
    { id: 'location', header: '所在地', className: 'min-w-28 [word-break:normal]', cell: (host) => host.location || '-' },
    // Rating and response rate share a column, one line each (side by side the table did not fit at 1280 px).
    {
      id: 'rating',
      header: '評価・応答率',
      className: 'whitespace-nowrap',
      cell: (host) => (
        <div className="grid">
          <span>{host.hostRating === null ? '-' : `★ ${ratingText(host.hostRating)}`}</span>
          <span className="text-xs text-muted-foreground">応答率 {host.responseRate === null ? '実績なし' : `${host.responseRate}%`}</span>
        </div>
      ),
    },
    { id: 'properties', header: '物件数', className: 'whitespace-nowrap', cell: (host) => `${host.propertyCount}件` },
    { id: 'kyc', header: '本人確認', mobile: 'badge', skeleton: 'badge', className: 'whitespace-nowrap', cell: (host) => <KycBadge status={host.kycStatus} /> },
    { id: 'createdAt', header: '登録日', className: 'whitespace-nowrap', cell: (host) => <ShortDate value={host.createdAt} /> },
    {
      id: 'actions',
      header: '操作',
      headerHidden: true,
      mobile: 'actions',
      skeleton: 'buttons',
      className: 'text-right',
      cell: (host) => (
        <div className="flex justify-end gap-1">
          <Button variant="ghost" size="icon" className="size-8" aria-label={`${host.fullName}さんの詳細`} title="詳細" onClick={() => onDetail(host)}>
            <Eye aria-hidden="true" />
          </Button>
          {host.kycStatus === 'pending' && (
            <Button variant="ghost" size="icon" className="size-8" aria-label={`${host.fullName}さんの本人確認を審査`} title="本人確認を審査" onClick={() => onDetail(host)}>
              <ShieldCheck aria-hidden="true" />
            </Button>
          )}
        </div>
      ),
      mobileCell: (host) => (
        <Button variant="outline" size="sm" className="w-full" aria-label={`${host.fullName}さんの詳細`} onClick={() => onDetail(host)}>
          <Eye aria-hidden="true" />
          詳細・本人確認
        </Button>
      ),
    },
  ];
}
