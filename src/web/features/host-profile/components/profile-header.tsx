import { BadgeCheck, Camera, CircleAlert, Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { useRef } from 'react';
import { HOST_LANGUAGES, type HostProfile } from '@/contract/host-profile';
import { UserAvatar } from '@/web/components/user-avatar';
import { Badge } from '@/web/components/ui/badge';
import { Card } from '@/web/components/ui/card';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { useUploadProfileImage } from '../api';
import { hostSinceLabel } from '../host-since';
import { acceptImageFile } from './image-file';

const LANGUAGE_LABELS = new Map<string, string>(HOST_LANGUAGES.map((l) => [l.code, l.label]));

/** The profile's header: avatar (with its upload), name, the 認証済 / 未完了 badge, contact and figures. */
export function ProfileHeader({ profile }: { profile: HostProfile }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadProfileImage();
  const name = profile.fullName || profile.displayName;

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file || !acceptImageFile(file)) return;
    upload.mutate(file, {
      onSuccess: () => showSuccess('プロフィール画像更新完了', 'プロフィール画像を変更しました。'),
      onError: (error) => showApiError('アップロードエラー', error, '画像のアップロードに失敗しました'),
    });
  };

  return (
    <Card className="flex flex-col gap-5 p-5 sm:flex-row sm:items-start sm:p-6">
      <div className="relative mx-auto shrink-0 sm:mx-0">
        <UserAvatar name={name} src={profile.profileImageUrl} className="size-24 text-3xl sm:size-28" />
        <button
          type="button"
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
          aria-label="プロフィール画像を変更"
          className="absolute right-0 bottom-0 inline-flex size-10 items-center justify-center rounded-full border-2 border-card bg-primary text-primary-foreground shadow-md outline-none hover:bg-primary/90 focus-visible:ring-3 focus-visible:ring-ring/50 disabled:opacity-80"
        >
          {upload.isPending ? <span className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden="true" /> : <Camera className="size-5" aria-hidden="true" />}
        </button>
        {upload.isPending && (
          <span role="status" className="sr-only">
            アップロード中
          </span>
        )}
        <input ref={input} type="file" accept="image/*" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(e) => onFile(e.target.files?.[0])} data-testid="profile-image-input" />
      </div>

      <div className="grid min-w-0 flex-1 gap-3">
        <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
          <h2 className="text-xl font-bold break-all sm:text-2xl">{name}</h2>
          {profile.profileComplete ? (
            <Badge variant="success">
              <BadgeCheck aria-hidden="true" />
              認証済
            </Badge>
          ) : (
            <Badge variant="warning">
              <CircleAlert aria-hidden="true" />
              未完了
            </Badge>
          )}
        </div>
        <ul className="grid gap-1.5 text-sm text-muted-foreground sm:grid-cols-2">
          <Info icon={<MapPin />} label="所在地" value={profile.location || '未設定'} />
          <Info icon={<Mail />} label="連絡先メール" value={profile.email || '未設定'} />
          <Info icon={<Phone />} label="電話番号" value={profile.phone || '未設定'} />
          <Info icon={<Clock />} label="ホスト歴" value={`ホスト歴 ${hostSinceLabel(profile.hostSince)}`} />
        </ul>
        <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          <span className="inline-flex items-center gap-1">
            {profile.hostRating ? (
              <>
                <span className="text-warning" aria-hidden="true">★</span>
                <span className="sr-only">評価</span>
                {profile.hostRating.toFixed(1)}
              </>
            ) : (
              <span className="text-muted-foreground">評価なし</span>
            )}
          </span>
          <span className="inline-flex items-center gap-1">
            <MessageCircle className="size-4 text-primary" aria-hidden="true" />
            {profile.responseRate === null ? '返信率 実績なし' : `返信率 ${profile.responseRate}%`}
          </span>
        </div>
        {profile.languages.length > 0 && (
          <ul aria-label="対応言語" className="flex flex-wrap gap-1.5">
            {profile.languages.map((code) => (
              <li key={code}>
                <Badge variant="secondary">{LANGUAGE_LABELS.get(code) ?? code}</Badge>
              </li>
            ))}
          </ul>
        )}
        {!profile.profileComplete && <p className="text-xs text-muted-foreground">基本情報と振込口座を登録し、本人確認が運営に承認されると「認証済」になります。</p>}
      </div>
    </Card>
  );
}

function Info({ icon, label, value }: { icon: React.ReactElement; label: string; value: string }) {
  return (
    <li className="flex min-w-0 items-center gap-2 [&_svg]:size-4 [&_svg]:shrink-0">
      <span aria-hidden="true">{icon}</span>
      <span className="sr-only">{label}：</span>
      <span className="truncate">{value}</span>
    </li>
  );
}
