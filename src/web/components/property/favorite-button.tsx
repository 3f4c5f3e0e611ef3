import { useQuery } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { useAuthDialog } from '@/web/lib/auth-dialog';
import { errorStatus } from '@/web/lib/api-client';
import { showError, showSuccess } from '@/web/lib/toasts';
import { useAuth } from '@/web/lib/use-auth';
import { cn } from '@/web/lib/utils';
import { favoriteCheckQuery, useToggleFavorite } from '@/web/lib/favorite-queries';
import { useLocalizedNavigate } from '@/web/components/localized-link';
import { useT } from '@/web/lib/i18n/use-t';

/**
 * The heart that adds a house to the favourites or removes it (toasts of docs/product/guest-screens.md). Hidden when signed out.
 * `initial` skips the check call where the state is already known (the favourites page).
 */
export function FavoriteButton({ propertyId, className, initial }: { propertyId: string; className?: string; initial?: boolean }) {
  const { isAuthenticated, isLoading } = useAuth();
  // Until the browser knows who is signed in (a page rendered for everyone), a blank of the heart's size:
  // the heading does not move when the heart comes.
  if (isLoading) return <span aria-hidden="true" className={cn('size-10 shrink-0 rounded-full', className)} />;
  if (!isAuthenticated) return null;
  return <SignedInFavoriteButton propertyId={propertyId} className={className} initial={initial} />;
}

function SignedInFavoriteButton({ propertyId, className, initial }: { propertyId: string; className?: string; initial?: boolean }) {
  const navigate = useLocalizedNavigate();
  const t = useT();
  const { openAuthDialog } = useAuthDialog();
  const check = useQuery({ ...favoriteCheckQuery(propertyId), enabled: initial === undefined });
  const isFavorited = check.data?.isFavorited ?? initial ?? false;
  const toggle = useToggleFavorite(propertyId);

  const onClick = (event: React.MouseEvent) => {
    // Cards are links: the heart must not open the house.
    event.preventDefault();
    event.stopPropagation();
    const add = !isFavorited;
    toggle.mutate(add, {
      onSuccess: () => showSuccess(add ? t('お気に入りに追加') : t('お気に入りから削除')),
      onError: (error) => {
        if (errorStatus(error) === 401) {
          showError(t('ログインが必要です'), t('お気に入りにはログインが必要です'));
          // docs/product/guest-screens.md: instead of /login, back to the top page with the login dialog open.
          if (add) {
            setTimeout(() => {
              void navigate('/');
              openAuthDialog('login');
            }, 1000);
          }
          return;
        }
        showError(t('エラー'), add ? t('お気に入りの追加に失敗しました') : t('お気に入りの削除に失敗しました'));
      },
    });
  };

  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      onClick={onClick}
      disabled={toggle.isPending}
      aria-pressed={isFavorited}
      aria-label={isFavorited ? t('お気に入りから削除') : t('お気に入りに追加')}
      className={cn('rounded-full bg-white/90 text-primary shadow-sm hover:bg-white', className)}
    >
      <Heart className={cn('size-5', isFavorited && 'fill-red-500 text-red-500')} aria-hidden="true" />
    </Button>
  );
}
