import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { useAuthDialog } from '@/web/features/auth/auth-dialog-context';
import { preloadAuthDialog } from '@/web/features/auth/load-auth-dialog';
import { useAuth } from '@/web/lib/use-auth';

function HeroAction() {
  const { user, isLoading } = useAuth();
  const { openAuthDialog } = useAuthDialog();

  if (isLoading) return <Spinner className="items-start text-white [&_svg]:text-white" />;
  if (user) {
    return (
      <div className="grid gap-4">
        <p className="text-xl font-bold sm:text-2xl">おかえりなさい、{user.fullName}さん</p>
        <Button asChild size="lg" variant="secondary" className="w-fit">
          <Link to="/search">
            <Search aria-hidden="true" />
            古民家を探す
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <Button size="lg" variant="secondary" className="w-fit" onClick={() => openAuthDialog()} onPointerEnter={preloadAuthDialog} onFocus={preloadAuthDialog}>
      ログインして始める
    </Button>
  );
}

export function HomeHero() {
  return (
    <section className="relative isolate overflow-hidden bg-foreground text-white" aria-labelledby="home-hero-title">
      <img
        src="/api/placeholder/1600/900?seed=7"
        alt=""
        width={1600}
        height={900}
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-black/75 via-black/55 to-black/20" aria-hidden="true" />
      <div className="mx-auto flex min-h-[28rem] max-w-7xl flex-col justify-center gap-6 px-4 py-16 sm:min-h-[32rem] sm:px-6">
        <h1 id="home-hero-title" className="text-4xl leading-tight font-bold tracking-wide sm:text-5xl">
          日本の原風景に泊まる
        </h1>
        <p className="max-w-xl text-base leading-relaxed text-white/90 sm:text-lg">
          茅葺き屋根、囲炉裏、縁側。長い時を重ねてきた古民家で、その土地の暮らしと四季をゆっくり味わう旅を。
        </p>
        <HeroAction />
      </div>
    </section>
  );
}
