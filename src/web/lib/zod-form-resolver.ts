// Zod's own messages (a missing field, a wrong type) in Japanese, loaded with the first form that
// validates rather than with every page.
import '@/contract/zod-locale';

export { zodResolver } from '@hookform/resolvers/zod';
