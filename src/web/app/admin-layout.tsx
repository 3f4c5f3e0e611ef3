import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Menu } from 'lucide-react';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/web/components/ui/sheet';
import { adminMeQuery } from '@/web/lib/admin-queries';
import { AdminSidebar } from './admin/admin-sidebar';
import { RequireAdmin } from './admin/require-admin';
import { useAdminLogout } from './admin/use-admin-logout';

function AdminShell() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { data: admin } = useQuery(adminMeQuery);
  const { logOut, pending } = useAdminLogout();

  return (
    <div className="flex min-h-dvh bg-background">
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col bg-sidebar lg:flex" aria-label="管理サイドバー">
        <div className="flex h-16 items-center border-b border-white/15 px-5">
          <Link to="/admin/dashboard" className="rounded text-lg font-bold text-white outline-none focus-visible:ring-3 focus-visible:ring-white/60">
            古民家ステイ 管理画面
          </Link>
        </div>
        <AdminSidebar onLogout={logOut} loggingOut={pending} />
      </aside>

      <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
        <SheetContent side="left" className="gap-0 border-none bg-sidebar p-0 text-sidebar-foreground [&>button:last-child]:text-sidebar-foreground [&>button:last-child]:hover:bg-sidebar-accent">
          <SheetHeader className="h-16 justify-center border-b border-white/15 px-5">
            <SheetTitle className="text-white">古民家ステイ 管理画面</SheetTitle>
            <SheetDescription className="sr-only">管理画面のページへ移動します</SheetDescription>
          </SheetHeader>
          <div className="min-h-0 flex-1">
            <AdminSidebar onNavigate={() => setDrawerOpen(false)} onLogout={logOut} loggingOut={pending} />
          </div>
        </SheetContent>
      </Sheet>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-border bg-background/95 px-4 backdrop-blur sm:px-6">
          <Button variant="ghost" size="icon" className="lg:hidden" aria-label="管理メニューを開く" onClick={() => setDrawerOpen(true)}>
            <Menu className="size-6" aria-hidden="true" />
          </Button>
          <Link
            to="/admin/dashboard"
            className="truncate rounded font-bold outline-none focus-visible:ring-3 focus-visible:ring-ring/50 lg:hidden"
          >
            古民家ステイ 管理画面
          </Link>
          <div className="ml-auto flex min-w-0 items-center gap-3">
            {admin && <span className="hidden truncate text-sm text-muted-foreground sm:inline">{admin.fullName}（{admin.email}）</span>}
            <Button variant="outline" size="sm" asChild>
              <Link to="/">
                <ExternalLink aria-hidden="true" />
                <span className="hidden sm:inline">サイトを表示</span>
                <span className="sr-only sm:hidden">サイトを表示</span>
              </Link>
            </Button>
          </div>
        </header>
        <main id="main" className="flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** The back office: admin guard, sidebar (a left drawer below lg) and the page. */
export function AdminLayout() {
  return (
    <RequireAdmin>
      <AdminShell />
    </RequireAdmin>
  );
}
