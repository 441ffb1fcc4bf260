export default function AuthDialog(_props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return null;
}
