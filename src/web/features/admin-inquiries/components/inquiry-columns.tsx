import { Eye, Reply } from 'lucide-react';
import type { AdminInquiry } from '@/contract/admin-inquiries';
import { OneLineText } from '@/web/components/data-table/one-line-text';
import type { DataTableColumn } from '@/web/components/data-table/types';
import { Button } from '@/web/components/ui/button';
import { formatDateTime } from '@/web/lib/format';
import { canRespondTo, InquiryStatusBadge, typeLabel } from '../labels';

export interface InquiryActions {
  onDetail: (inquiry: AdminInquiry) => void;
  onRespond: (inquiry: AdminInquiry) => void;
}

function RespondButton({ inquiry, onRespond, compact }: { inquiry: AdminInquiry; onRespond: InquiryActions['onRespond']; compact?: boolean }) {
  const label = `「${inquiry.subject}」に回答`;
  return compact ? (
    <Button variant="ghost" size="icon" className="size-8" aria-label={label} title="回答" disabled={!canRespondTo(inquiry.status)} onClick={() => onRespond(inquiry)}>
      <Reply aria-hidden="true" />
    </Button>
  ) : (
    <Button variant="outline" size="sm" aria-label={label} disabled={!canRespondTo(inquiry.status)} onClick={() => onRespond(inquiry)}>
      <Reply aria-hidden="true" />
      回答
    </Button>
  );
}

/** The columns of /admin/inquiries, for the table and the phone's cards. */
export function inquiryColumns({ onDetail, onRespond }: InquiryActions): DataTableColumn<AdminInquiry>[] {
  return [
    {
      id: 'subject',
      header: '件名',
      mobile: 'title',
      cell: (inquiry) => <span className="line-clamp-2 max-w-72 font-bold break-words">{inquiry.subject}</span>,
      mobileCell: (inquiry) => <span className="font-bold break-words">{inquiry.subject}</span>,
    },
    {
      id: 'sender',
      header: '送信者',
      cell: (inquiry) => (
        <div className="grid min-w-0 gap-0.5">
          <span className="whitespace-nowrap">{inquiry.fullName}</span>
          <OneLineText text={inquiry.email} className="text-xs text-muted-foreground" />
        </div>
      ),
    },
    { id: 'type', header: '種別', className: 'whitespace-nowrap', cell: (inquiry) => typeLabel(inquiry.inquiryType) },
    { id: 'status', header: '状況', mobile: 'badge', skeleton: 'badge', className: 'whitespace-nowrap', cell: (inquiry) => <InquiryStatusBadge status={inquiry.status} /> },
    { id: 'createdAt', header: '受付日時', className: 'whitespace-nowrap', cell: (inquiry) => formatDateTime(inquiry.createdAt) },
    {
      id: 'actions',
      header: '操作',
      headerHidden: true,
      mobile: 'actions',
      skeleton: 'buttons',
      className: 'text-right',
      cell: (inquiry) => (
        <div className="flex justify-end gap-1">
          <Button variant="ghost" size="icon" className="size-8" aria-label={`「${inquiry.subject}」の詳細`} title="詳細" onClick={() => onDetail(inquiry)}>
            <Eye aria-hidden="true" />
          </Button>
          <RespondButton inquiry={inquiry} onRespond={onRespond} compact />
        </div>
      ),
      mobileCell: (inquiry) => (
        <div className="grid grid-cols-2 gap-2">
          <Button variant="outline" size="sm" aria-label={`「${inquiry.subject}」の詳細`} onClick={() => onDetail(inquiry)}>
            <Eye aria-hidden="true" />
            詳細
          </Button>
          <RespondButton inquiry={inquiry} onRespond={onRespond} />
        </div>
      ),
    },
  ];
}
